import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// News articles are Markdown typed by admins and shown to everyone, so the HTML is made safe in
// two independent steps: markdown-it with raw HTML off (any <script> or <img onerror> typed in the
// article comes out as text) and links limited to http(s)/mailto, then an allowlist sanitiser that
// keeps only the elements and attributes Markdown produces. Our CSP (no inline scripts) is the
// third line.

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/** What the article body may contain after rendering. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from our own site (the CSP would block any other origin anyway).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // An image whose address was refused (another site) is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // The page's own title is the h1: article headings start one level below.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Markdown → HTML that can be put into a page as is. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(md.render(markdown), SANITIZE);
}
