import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeHtml } from '../src/html';

// The server's HTML helpers on their own (no database): what a stored news body or conditions text can still hold
// after the sanitiser, and what an escaped value reads as.
describe('news and conditions bodies', () => {
  it('keep only allow-listed tags and safe links whatever the payload (classic XSS vectors)', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//x.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<body onload=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav\tascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<a href="/\\evil.example">x</a>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<math><mtext><script>1</script>',
      '<object data="x.swf"></object>',
      '<embed src="x.swf">',
      '<form action="//x"><button>x</button></form>',
      '<input autofocus onfocus=alert(1)>',
      '<details open ontoggle=alert(1)>',
      '<<script>script>alert(1)<</script>/script>',
      '<!--<script>-->alert(1)',
      '<p title="</p><script>alert(1)</script>">x</p>',
      '<a href="https://ok.example" onclick="x()">ok</a>',
      '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<template><script>alert(1)</script></template>',
      '<style>@import "//x.css"</style>',
      '<meta http-equiv="refresh" content="0;url=//x">',
    ];
    const allowed = new Set([
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
    ]);
    for (const payload of payloads) {
      const clean = sanitizeHtml(payload);
      for (const el of DomUtils.getElementsByTagName(() => true, parseDocument(clean).children, true)) {
        expect(allowed.has(el.name), `${payload} → ${clean}`).toBe(true);
        const names = Object.keys(el.attribs);
        if (el.name !== 'a' || names.length === 0) expect(names, `${payload} → ${clean}`).toEqual([]);
        else expect(el.attribs.href, `${payload} → ${clean}`).toMatch(/^(https?:|mailto:|\/(?![/\\]))/);
      }
    }
  });

  it('read as plain text for excerpts: tags gone, entities decoded, blocks apart', () => {
    expect(htmlToText('<h2>Oferta</h2><p>Frenos&nbsp;&amp; discos<br>al <b>15&nbsp;%</b></p><script>x()</script>')).toBe('Oferta Frenos & discos al 15 %');
  });
});

describe('escapeHtml', () => {
  it('makes a value safe as element text and as a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});
