/** A 422's errors map reduced to what a person reads: the first message of each field. */
export function firstMessages(errors: Record<string, string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors)) {
    const first = Array.isArray(list) ? list.find((m) => typeof m === 'string' && m) : undefined;
    if (first) out[field] = first;
  }
  return out;
}
