/** A Redis URL fit for logs and error messages: the password is masked. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid Redis URL>';
  }
}
