/**
 * Allow-list HTML sanitiser for news bodies, applied before a body is stored (seed and any future editor): only
 * formatting tags survive, with no attributes except a safe href on links; script-like elements are dropped with
 * their content, comments and unknown tags are dropped (their text stays, escaped). The portal sanitises again
 * with DOMPurify before rendering.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'hr', 'table',
  'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title']);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function escapeText(text: string): string {
  return text.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeBasic(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/** A link target we keep: http(s), mailto or a path of the portal; anything else (javascript:, data:…) is not. */
function safeHref(raw: string): string | null {
  const value = [...decodeBasic(raw)].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');
  if (/^(https?:|mailto:)/i.test(value) || (/^\/(?!\/)/.test(value) && !value.includes('\\'))) {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  return null;
}

function openTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const m of attrs.matchAll(ATTR)) {
    if (m[1]?.toLowerCase() === 'href') href = safeHref(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return href ? `<a href="${href}" rel="noopener noreferrer" target="_blank">` : '<a>';
}

/** The HTML with only the allowed tags (no attributes but a safe href), every other character escaped. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  const open: string[] = [];
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '&') {
      const entity = ENTITY.exec(html.slice(i, i + 40));
      out += entity ? entity[0] : '&amp;';
      i += entity ? entity[0].length : 1;
      continue;
    }
    if (ch !== '<') {
      const next = html.slice(i).search(/[<&]/);
      const end = next === -1 ? html.length : i + next;
      out += escapeText(html.slice(i, end));
      i = end;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const m = TAG.exec(html.slice(i));
    if (!m) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i += m[0].length;
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
        i = close ? i + close.index + close[0].length : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      out += openTag(name, m[3] ?? '');
      open.push(name);
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** Plain text of an HTML fragment (tags removed, basic entities decoded, spaces collapsed), for excerpts. */
export function htmlToText(html: string): string {
  return decodeBasic(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?(p|br|li|ul|ol|h\d|div|tr|td|th|table|blockquote|hr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/gi, ' ')
      .replace(/&lt;/gi, '<')
      .replace(/&gt;/gi, '>')
      .replace(/&quot;/gi, '"'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
