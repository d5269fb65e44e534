import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkLesson, webAddress } from './link-lesson';
import { TextLesson } from './text-lesson';

afterEach(() => {
  delete (window as { hacked?: boolean }).hacked;
});

describe('TextLesson', () => {
  it('shows the lesson formatted, and markup typed in it as the text it is', () => {
    const text = '## Paso 1\nLavarse **las manos**\n<script>window.hacked = true</script>\n<b>Paso 2</b>';
    const { container } = render(<TextLesson text={text} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Paso 1' })).toBeTruthy();
    expect(screen.getByText('las manos').tagName).toBe('STRONG');
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.textContent).toContain('<b>Paso 2</b>');
    expect(container.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
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
