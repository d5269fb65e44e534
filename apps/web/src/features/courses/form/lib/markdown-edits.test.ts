import { describe, expect, it } from 'vitest';
import { applyMarkdownEdit, insertImage, type TextSelection } from './markdown-edits';

const PLACEHOLDERS = {
  bold: 'texto en negrita',
  italic: 'texto en cursiva',
  heading: 'Título',
  listItem: 'Elemento',
  linkText: 'texto del enlace',
};

/** The text with its selection drawn as [ and ], to read the cases at a glance. */
function draw({ value, start, end }: TextSelection) {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

function select(drawn: string): TextSelection {
  const start = drawn.indexOf('[');
  const end = drawn.indexOf(']') - 1;
  return { value: drawn.replace('[', '').replace(']', ''), start, end };
}

describe('applyMarkdownEdit', () => {
  it.each([
    ['Lavar las [manos] siempre', 'bold', 'Lavar las **[manos]** siempre'],
    ['Lavar las [manos] siempre', 'italic', 'Lavar las _[manos]_ siempre'],
    ['Fin. []', 'bold', 'Fin. **[texto en negrita]**'],
    ['Intro\nDos [técnicas]\nFin', 'heading', 'Intro\n## [Dos técnicas]\nFin'],
    ['Intro\n[]', 'heading', 'Intro\n## [Título]'],
    ['- Ya es [lista]', 'heading', '## [Ya es lista]'],
    ['[Antes\nDespués]', 'bulletList', '[- Antes\n- Después]'],
    ['[Mojar\nEnjabonar\nSecar]', 'numberedList', '[1. Mojar\n2. Enjabonar\n3. Secar]'],
    ['Lee la [guía]', 'link', 'Lee la [guía]([https://])'],
    ['Lee []', 'link', 'Lee [texto del enlace]([https://])'],
  ] as const)('%j with %s gives %j', (before, edit, after) => {
    expect(draw(applyMarkdownEdit(select(before), edit, PLACEHOLDERS))).toBe(after);
  });
});

describe('insertImage', () => {
  const address = 'subida:0b7c7f5e-6a43-4f0e-9d1e-2d5c2f0c1a11';
  it.each([
    ['[]', `![[descripción]](${address})`],
    ['Antes []', `Antes \n\n![[descripción]](${address})`],
    ['Antes\n[]Después', `Antes\n\n![[descripción]](${address})\n\nDespués`],
    ['Paso 1\n\n[Lavado]\n\nPaso 2', `Paso 1\n\n![[Lavado]](${address})\n\nPaso 2`],
  ])('%j puts the image in a paragraph of its own: %j', (before, after) => {
    expect(draw(insertImage(select(before), address, 'descripción'))).toBe(after);
  });
});
