/**
 * HTML of the server, in one place: the allow-list sanitiser of every HTML that comes in from outside (news bodies,
 * the conditions text), its plain-text reading for excerpts, and the one escape function every HTML, SVG or XML
 * text we write goes through. The parsing is done by libraries (sanitize-html on htmlparser2) rather than by
 * regular expressions: a real parser sees the markup the way a browser does. The portal sanitises again with
 * DOMPurify before rendering.
 */
import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';

/** The formatting tags a stored HTML may keep; `a` keeps a safe `href` only, every other attribute goes. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
/** Elements dropped together with everything inside them (not only their tags). */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'];

/**
 * A link target we keep: http(s), mailto or a path of the portal ('/…' but not '//host'); anything else
 * (javascript:, data:, a relative 'x.html') is dropped. sanitize-html has decoded entities and checks the scheme too.
 */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?![/\\]))/i;

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href?.trim() ?? '';
      const safe = SAFE_HREF.test(href) && !href.includes('\\');
      return { tagName, attribs: safe ? { href, rel: 'noopener noreferrer', target: '_blank' } : {} };
    },
  },
};

/** The HTML with only the allowed tags (no attributes but a safe link), every other character escaped. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, SANITIZE_OPTIONS);
}

/** Tags that end a line of text: their boundary reads as a space in an excerpt. */
const BLOCK_TAGS = new Set(['p', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'tr', 'td', 'th', 'table', 'blockquote', 'hr']);

/** Plain text of an HTML fragment (tags removed, entities decoded, spaces collapsed), for excerpts. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'script' || name === 'style') skipped++;
        else if (BLOCK_TAGS.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skipped = Math.max(0, skipped - 1);
        else if (BLOCK_TAGS.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (skipped === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A text made safe inside HTML, SVG or XML, as element content or as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
