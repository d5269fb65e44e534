/**
 * What a formatted text may contain and where its links may go (docs/product/formatted-text.md).
 * The author writes Markdown; what it becomes is decided here, never by the author: raw HTML
 * stays visible as the characters typed, and only the elements below are ever rendered.
 */

/** The elements Markdown may produce in a lesson: structure, emphasis and images, nothing active. */
export const ALLOWED_ELEMENTS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
];

/**
 * A link's address, or null to drop it: only web pages and email open from a lesson. Relative
 * and scheme-less addresses are dropped too (a lesson opens links in a new tab, where a path of
 * Aula's would land without its context), and so are javascript:, data: and every other scheme.
 */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * An image's source, or null to drop it: only the course's own images (or one the author is
 * uploading), by the address its mark names; never an address typed in the text, so a lesson
 * cannot load a tracking pixel or anything else from another site.
 */
export function safeImageSource(address: string, sources: Readonly<Record<string, string>>): string | null {
  return Object.hasOwn(sources, address.trim()) ? sources[address.trim()]! : null;
}

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/** Nodes whose children are blocks: HTML typed there is a block of its own, a paragraph. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem']);

/**
 * A remark plugin: HTML the author typed becomes plain text, so '<script>…</script>' reads as
 * exactly that instead of vanishing (the author sees what they wrote) or running.
 */
export function htmlAsText() {
  const walk = (node: MarkdownNode) => {
    node.children = node.children?.map((child) => {
      if (child.type !== 'html') {
        walk(child);
        return child;
      }
      const text = { type: 'text', value: child.value };
      return BLOCK_CONTAINERS.has(node.type) ? { type: 'paragraph', children: [text] } : text;
    });
  };
  return walk;
}
