import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle, useTitleFromHeading } from './use-title-from-heading';

function Page({ initial }: { initial: string }) {
  const main = useRef<HTMLElement>(null);
  const [heading, setHeading] = useState(initial);
  useTitleFromHeading(main);
  return (
    <main ref={main}>
      <h1>{heading}</h1>
      <button onClick={() => setHeading('Estudiantes')}>cambiar</button>
    </main>
  );
}

afterEach(() => {
  document.title = '';
});

describe('the tab title', () => {
  it('reads the page’s main heading, and follows it when it changes', async () => {
    const { unmount } = render(<Page initial="Usuarios" />);
    expect(document.title).toBe('Usuarios · Aula');
    screen.getByRole('button').click();
    await screen.findByRole('heading', { name: 'Estudiantes' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Estudiantes · Aula');
    unmount();
    expect(document.title).toBe('Aula');
  });

  it('is the academy’s name alone while a page has no heading yet', () => {
    expect(pageTitle(undefined)).toBe('Aula');
    expect(pageTitle('  Mis   Cursos ')).toBe('Mis Cursos · Aula');
  });
});
