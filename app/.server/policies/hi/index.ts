export { accessibility } from "./accessibility";
export { copyrightPolicy } from "./copyright-policy";
export { disclaimer } from "./disclaimer";
export { help } from "./help";
export { hyperlinkingPolicy } from "./hyperlinking-policy";
export { privacy } from "./privacy";
export { screenReaderAccess } from "./screen-reader-access";
export { terms } from "./terms";
