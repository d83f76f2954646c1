import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Input, Textarea } from './input';

/** A controlled field and what its state holds, as a sign-in form or the contact form has them. */
function Field({ multiline = false }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      {multiline ? (
        <Textarea aria-label="Message" value={value} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <Input aria-label="Email" value={value} onChange={(event) => setValue(event.target.value)} />
      )}
      <output>{value}</output>
    </>
  );
}

async function typeBeforeHydration(multiline: boolean, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field multiline={multiline} />);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(multiline ? 'textarea' : 'input');
  if (!field) throw new Error('no field rendered');
  // The visitor types while the app's code is still on its way.
  field.value = typed;
  await act(async () => {
    hydrateRoot(container, <Field multiline={multiline} />);
  });
  return { field, state: container.querySelector('output')?.textContent };
}

describe('a server-rendered field typed into before hydration', () => {
  beforeAll(() => {
    // hydrateRoot is called directly here (Testing Library's render would not hydrate).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it.each([
    ['an input', false],
    ['a textarea', true],
  ])('keeps the text in %s and hands it to its state', async (_kind, multiline) => {
    const { field, state } = await typeBeforeHydration(multiline, 'someone@example.com');
    expect(field.value).toBe('someone@example.com');
    expect(state).toBe('someone@example.com');
  });

  it('leaves an untouched field alone', async () => {
    const { field, state } = await typeBeforeHydration(false, '');
    expect(field.value).toBe('');
    expect(state).toBe('');
  });
});
