import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormattedText } from './formatted-text';
import { LessonImagesContext, storedImageSources } from './lesson-images';

/** One of the course's stored images, as the player receives it: by id, a link signed for the viewer. */
const IMAGE_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const SIGNED = 'https://aula.test/api/files/course-images/lavado.png?firma=abc';
const SOURCES = storedImageSources({ [IMAGE_ID]: SIGNED });

afterEach(() => {
  delete (window as { hacked?: boolean }).hacked;
});

function renderText(text: string) {
  return render(
    <LessonImagesContext value={SOURCES}>
      <FormattedText text={text} />
    </LessonImagesContext>,
  ).container;
}

describe('FormattedText', () => {
  it('shows headings under the page’s own, lists, bold, italics and line breaks', () => {
    const container = renderText(
      [
        '# Higiene de manos',
        '## Dos técnicas',
        '### Fricción',
        'Con **solución alcohólica** y _20 a 30 segundos_.',
        'Segunda línea.',
        '',
        '- Antes del contacto',
        '- Después del contacto',
        '',
        '1. Mojar',
        '2. Enjabonar',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Higiene de manos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Dos técnicas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Fricción' })).toBeTruthy();
    expect(screen.getByText('solución alcohólica').tagName).toBe('STRONG');
    expect(screen.getByText('20 a 30 segundos').tagName).toBe('EM');
    expect(container.querySelector('br')).not.toBeNull();
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Antes del contacto', 'Después del contacto']);
    expect(steps!.tagName).toBe('OL');
  });

  it('opens web links in a new tab without giving the page a way back', () => {
    renderText(
      'Lee la [guía de la OMS](https://www.who.int/es) o escribe a [calidad](mailto:calidad@hospital.pe).',
    );
    const guide = screen.getByRole('link', { name: /guía de la OMS/ });
    expect(guide.getAttribute('href')).toBe('https://www.who.int/es');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(guide.textContent).toContain('(se abre en una pestaña nueva)');
    expect(screen.getByRole('link', { name: /calidad/ }).getAttribute('href')).toBe(
      'mailto:calidad@hospital.pe',
    );
  });

  /** The usual payloads: none may leave an element that runs, loads or navigates to script. */
  const PAYLOADS = [
    '<script>window.hacked = true</script>',
    '<img src=x onerror="window.hacked = true">',
    '<svg onload="window.hacked = true"></svg>',
    '<iframe src="javascript:window.hacked = true"></iframe>',
    '<a href="javascript:window.hacked = true">clic</a>',
    '[clic](javascript:window.hacked=true)',
    '[clic](JaVaScRiPt:window.hacked=true)',
    '[clic](  javascript:window.hacked=true)',
    '[clic](data:text/html;base64,PHNjcmlwdD4=)',
    '[clic](vbscript:msgbox)',
    '[clic](/dashboard/users)',
    '[clic][ref]\n\n[ref]: javascript:window.hacked=true',
    '<https://evil.example/x" onmouseover="window.hacked=true>',
    '![rastreo](https://evil.example/pixel.png)',
    '![rastreo](//evil.example/pixel.png)',
    '![x](javascript:window.hacked=true)',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
    `![x](imagen:${IMAGE_ID.replace('6f', '00')})`,
    `![x](subida:${IMAGE_ID})`,
    `![x](imagen:${IMAGE_ID} "t" onerror="window.hacked=true")`,
    `<img src="imagen:${IMAGE_ID}" onerror="window.hacked = true">`,
    '<style>body{display:none}</style>',
    '<div style="position:fixed;inset:0">tapa</div>',
  ];

  it.each(PAYLOADS)('renders %j without any active element', (payload) => {
    const container = renderText(`Antes\n\n${payload}\n\nDespués`);
    const text = container.firstElementChild!;
    expect(text.querySelector('script, img, svg, iframe, style, object, embed, div, [style]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
      }
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:)/);
    }
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.textContent).toContain('Después');
  });

  it('keeps the words of a dropped link and the HTML typed as text', () => {
    const container = renderText('[clic aquí](javascript:alert(1)) y <b>negrita</b>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('clic aquí');
    expect(container.textContent).toContain('<b>negrita</b>');
  });

  it("shows the course's own images, described, and loads them only when they come into view", () => {
    const container = renderText(`Antes\n\n![Lavado de manos en 5 pasos](imagen:${IMAGE_ID})\n\nDespués`);
    const image = screen.getByRole('img', { name: 'Lavado de manos en 5 pasos' });
    expect(image.getAttribute('src')).toBe(SIGNED);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
