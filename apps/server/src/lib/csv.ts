const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * A CSV file (RFC 4180) as spreadsheets open it: a byte-order mark so Bengali and Thai read
 * as UTF-8, CRLF line ends, every field quoted. A text starting with = + - @ or a tab is
 * prefixed with an apostrophe, so a username cannot become a formula (CSV injection); a plain
 * number (an amount such as -12.50) is written as it is.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const field = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) && !plainNumber.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
