// The OpenAPI document's prose is CommonMark; what it uses is inline code (`Idempotency-Key`).
// Its parts, so the reference draws code as code instead of showing the backticks.

export interface TextPart {
  text: string;
  code: boolean;
}

/** "Scope: `a` or `b`." → text, code, text, code, text. An unpaired backtick stays as it is. */
export function inlineCodeParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const re = /`([^`]+)`/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), code: false });
    parts.push({ text: m[1]!, code: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false });
  return parts;
}
