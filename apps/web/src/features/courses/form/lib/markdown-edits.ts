/**
 * What each button of the text lesson's toolbar does to the Markdown being written: pure
 * functions of the text and its selection, so the textarea keeps its own undo and the author
 * sees the marks they add (docs/product/formatted-text.md).
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export type MarkdownEdit = 'heading' | 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'link';

/** Words put in place of an empty selection, selected so that typing replaces them. */
export interface EditPlaceholders {
  bold: string;
  italic: string;
  heading: string;
  listItem: string;
  linkText: string;
}

const LINK_URL = 'https://';

/** Surrounds the selection with a mark ('**' for bold), or a placeholder when nothing is selected. */
function wrap({ value, start, end }: TextSelection, mark: string, placeholder: string): TextSelection {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + mark + selected + mark + value.slice(end);
  return { value: next, start: start + mark.length, end: start + mark.length + selected.length };
}

/**
 * Puts a prefix at the start of every line the selection touches ('## ', '- ', '1. '…), or a
 * placeholder line when the selection is on an empty line. A line that has it already is left.
 */
function prefixLines(
  { value, start, end }: TextSelection,
  prefixOf: (index: number) => string,
  placeholder: string,
): TextSelection {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const edited = lines.map((line, index) => {
    const prefix = prefixOf(index);
    const bare = line.replace(/^(#{1,6} |[-*+] |\d+\. )/, '');
    return prefix + (bare || (lines.length === 1 ? placeholder : bare));
  });
  const block = edited.join('\n');
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  if (lines.length === 1) {
    const prefixLength = prefixOf(0).length;
    return { value: next, start: lineStart + prefixLength, end: lineStart + block.length };
  }
  return { value: next, start: lineStart, end: lineStart + block.length };
}

/** The text after one toolbar button, with what the author should type next selected. */
export function applyMarkdownEdit(
  selection: TextSelection,
  edit: MarkdownEdit,
  placeholders: EditPlaceholders,
): TextSelection {
  switch (edit) {
    case 'bold':
      return wrap(selection, '**', placeholders.bold);
    case 'italic':
      return wrap(selection, '_', placeholders.italic);
    case 'heading':
      return prefixLines(selection, () => '## ', placeholders.heading);
    case 'bulletList':
      return prefixLines(selection, () => '- ', placeholders.listItem);
    case 'numberedList':
      return prefixLines(selection, (index) => `${index + 1}. `, placeholders.listItem);
    case 'link': {
      const { value, start, end } = selection;
      const text = value.slice(start, end) || placeholders.linkText;
      const before = `${value.slice(0, start)}[${text}](`;
      // The address is what is left to type: it is selected.
      return {
        value: `${before}${LINK_URL})${value.slice(end)}`,
        start: before.length,
        end: before.length + LINK_URL.length,
      };
    }
  }
}

/**
 * Puts an image mark in a paragraph of its own where the selection is, with its description
 * selected (the selected words, else a placeholder): what a screen reader says instead of the
 * image is what the author types next.
 */
export function insertImage({ value, start, end }: TextSelection, address: string, altPlaceholder: string) {
  const alt =
    value
      .slice(start, end)
      .replace(/[[\]\n]/g, ' ')
      .trim() || altPlaceholder;
  const head = value.slice(0, start);
  const tail = value.slice(end);
  const before = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const after = tail === '' || tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const altStart = head.length + before.length + 2;
  return {
    value: `${head}${before}![${alt}](${address})${after}${tail}`,
    start: altStart,
    end: altStart + alt.length,
  };
}
