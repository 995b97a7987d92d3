/** One part of a multipart body: a text field, or a file under its field name. */
export type MultipartPart =
  { field: string; value: string } | { field: string; name: string; bytes: Buffer; type?: string };

/** A multipart/form-data body and its content-type header, as a browser's form would send. */
export function multipart(parts: readonly MultipartPart[]) {
  const boundary = '----khela-test-boundary';
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
