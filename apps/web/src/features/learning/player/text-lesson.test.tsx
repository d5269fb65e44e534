import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkLesson, webAddress } from './link-lesson';
import { TextLesson } from './text-lesson';

afterEach(() => {
  cleanup();
  delete (window as { hacked?: boolean }).hacked;
});

describe('TextLesson', () => {
  it('shows markup as the text it is, never as markup', () => {
    const text = 'Paso 1: lavarse las manos\n<script>window.hacked = true</script>\n<b>Paso 2</b>';
    const { container } = render(<TextLesson text={text} />);
    const block = screen.getByText(/Paso 1/);
    expect(block.textContent).toBe(text);
    expect(container.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // Line breaks are kept by the style, not turned into markup.
    expect(block.className).toContain('whitespace-pre-wrap');
  });

  it.each([null, '', '   \n  '])('says there is no text when there is none (%j)', (text) => {
    render(<TextLesson text={text} />);
    expect(screen.getByText('No hay contenido de texto disponible')).toBeTruthy();
  });
});

describe('LinkLesson', () => {
  it('names the site and opens it in a new tab, without giving it a way back to the academy', () => {
    render(<LinkLesson url="https://www.who.int/es/campaigns/world-hand-hygiene-day" />);
    expect(screen.getByText('www.who.int')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Abrir www.who.int en una pestaña nueva' });
    expect(link.getAttribute('href')).toBe('https://www.who.int/es/campaigns/world-hand-hygiene-day');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers no link for addresses that are not web pages', () => {
    render(<LinkLesson url="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Esta lección no tiene un enlace válido.')).toBeTruthy();
  });

  it('accepts only http and https', () => {
    expect(webAddress('http://intranet.hospital.pe/guia')?.host).toBe('intranet.hospital.pe');
    expect(webAddress('data:text/html,<script>1</script>')).toBeNull();
    expect(webAddress('no es una URL')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});
