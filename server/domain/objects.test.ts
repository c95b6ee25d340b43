import { describe, expect, it } from 'vitest';
import { objectIdOf } from './objects.ts';

const id = '0b6a1c1e-4f7d-4d55-9c1a-3e2f4b5a6c7d';

describe('objectIdOf', () => {
  it.each([
    `/objects/uploads/${id}`,
    `/api/objects/uploads/${id}?expires=1&signature=abc`,
    `/api/objects/uploads/${id}`,
    `http://riparami.test/api/objects/uploads/${id}?expires=1&signature=abc`,
    `https://riparami.example/objects/uploads/${id}`,
  ])('reads the object id of %s', (value) => {
    expect(objectIdOf(value)).toBe(id);
  });

  it.each([
    '../../etc/passwd',
    `/objects/uploads/${id}/thumb`,
    `/api/objects/uploads/${id}/../x`,
    `/altro/objects/uploads/${id}`,
    '/objects/uploads/non-un-id',
    `ftp://host/objects/uploads/${id}`,
    'http://[::1',
  ])('refuses %s', (value) => {
    expect(objectIdOf(value)).toBeNull();
  });
});
