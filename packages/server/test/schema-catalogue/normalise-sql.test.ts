import { describe, expect, it } from 'vitest';
import { normaliseSql } from './normalise-sql';

describe('one spelling for an SQL expression', () => {
  it("reads PostgreSQL's and Drizzle's spelling of a predicate the same", () => {
    expect(normaliseSql("(vehicle_plate <> ''::text)")).toBe("vehicle_plate <> ''");
    expect(normaliseSql(`"vehicle_plate" <> ''`)).toBe("vehicle_plate <> ''");
  });

  it('drops casts, multi-word and array ones included', () => {
    expect(normaliseSql("'{}'::text[]")).toBe("'{}'");
    expect(normaliseSql("'2000-01-01'::timestamp with time zone")).toBe("'2000-01-01'");
    expect(normaliseSql('(gen_random_uuid())::text')).toBe('gen_random_uuid()');
  });

  it('drops the grouping PostgreSQL prints around a chain of ||', () => {
    expect(normaliseSql("lower((((a || ' ') || b) || ' ') || c)")).toBe("lower(a || ' ' || b || ' ' || c)");
  });

  it('keeps the parentheses that change what an expression means', () => {
    expect(normaliseSql('(a = b) || c')).toBe('(a = b) || c');
    expect(normaliseSql('(a + b) * c')).toBe('(a + b) * c');
    expect(normaliseSql('(a) = (b)')).toBe('(a) = (b)');
  });
});
