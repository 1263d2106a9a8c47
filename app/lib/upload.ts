// Sending one file as a request's raw body with XHR: fetch() cannot report upload progress, and a
// large photo on a slow connection takes a while. The server answers JSON { ok, ... }.

export type UploadReply<T> = ({ ok: true } & T) | { ok: false; message: string };

export function sendFile<T>(options: {
  url: string;
  file: File;
  headers?: Record<string, string>;
  /** Percent sent, or null when the browser cannot tell. */
  onProgress?: (percent: number | null) => void;
  /** Every byte is sent: the server is now checking and storing it. */
  onSent?: () => void;
}): Promise<UploadReply<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", options.url);
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(options.file.name));
    for (const [name, value] of Object.entries(options.headers ?? {}))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) =>
      options.onProgress?.(e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : null);
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadReply<T>);
      } catch {
        resolve({ ok: false, message: `the server answered ${xhr.status}.` });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: "the upload did not reach the server." });
    xhr.send(options.file);
  });
}
