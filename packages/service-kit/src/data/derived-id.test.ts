import { derivedId } from './derived-id';

describe('derivedId', () => {
  it('is the RFC 9562 version 5 UUID of a name in a namespace', () => {
    // The RFC's own example: "www.example.com" in the DNS namespace.
    expect(derivedId('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives the same id for the same pair and another for another namespace', () => {
    const household = 'a1000000-0000-4000-8000-000000000001';
    const recipe = 'b2000000-0000-4000-8000-000000000002';
    expect(derivedId(household, recipe)).toBe(derivedId(household, recipe));
    expect(derivedId('a1000000-0000-4000-8000-000000000009', recipe)).not.toBe(derivedId(household, recipe));
  });
});
