// Limits that forms show in the browser (maxLength) and the server enforces. A plain module: no
// validation library reaches the browser for a number.

export const NOTICE_TITLE_MAX = 500;
export const ALT_MAX = 300;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
