import { describe, expect, it } from 'vitest';
import { AIRPORTS, findAirport, POPULAR_AIRPORT_CODES, POPULAR_AIRPORTS, searchAirports } from './index.ts';

describe('the built-in airport list', () => {
  it('holds about 110 airports, each with a unique three-letter code and every field filled', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(100);
    expect(AIRPORTS.length).toBeLessThanOrEqual(120);
    expect(new Set(AIRPORTS.map((a) => a.code)).size).toBe(AIRPORTS.length);
    for (const a of AIRPORTS) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(a.name && a.city && a.country).toBeTruthy();
    }
  });

  it.each([
    ['Canada', 'Canada'],
    ['the United States', 'United States'],
    ['Europe', 'France'],
    ['Asia', 'Japan'],
    ['Oceania', 'Australia'],
    ['the Middle East', 'United Arab Emirates'],
    ['Africa', 'South Africa'],
    ['Latin America', 'Brazil'],
  ])('covers %s', (_region, country) => {
    expect(AIRPORTS.some((a) => a.country === country)).toBe(true);
  });

  it('has the spec’s popular airports, in the spec’s order', () => {
    expect(POPULAR_AIRPORTS.map((a) => a.code)).toEqual([
      'YVR',
      'YYZ',
      'YUL',
      'YYC',
      'LAX',
      'JFK',
      'LHR',
      'CDG',
      'FRA',
      'NRT',
      'HKG',
      'SIN',
      'DXB',
    ]);
    expect(POPULAR_AIRPORTS.every(Boolean)).toBe(true);
    expect(POPULAR_AIRPORT_CODES).toHaveLength(13);
  });

  it('finds an airport by code in any case, and nothing for a code it does not list', () => {
    expect(findAirport(' yvr ')?.city).toBe('Vancouver');
    expect(findAirport('XXX')).toBeUndefined();
  });
});

describe('searchAirports', () => {
  it.each(['', ' ', 'v', 'Y'])('shows the first 20 airports for %o (under 2 characters)', (text) => {
    expect(searchAirports(text)).toEqual(AIRPORTS.slice(0, 20));
  });

  it.each([
    ['by code, any case', 'lax', 'LAX'],
    ['by city', 'vancouver', 'YVR'],
    ['by city without accents', 'montreal', 'YUL'],
    ['by name', 'heathrow', 'LHR'],
    ['by country', 'japan', 'NRT'],
    ['by part of a word', 'ancouv', 'YVR'],
  ])('matches %s', (_how, text, code) => {
    expect(searchAirports(text).map((a) => a.code)).toContain(code);
  });

  it('puts the exact code first, then codes that start with the text, then cities', () => {
    expect(searchAirports('YYZ')[0]?.code).toBe('YYZ');
    const yy = searchAirports('yy').map((a) => a.code);
    expect(yy.slice(0, 4)).toEqual(['YYZ', 'YYC', 'YYJ', 'YYT']);
    expect(searchAirports('london').map((a) => a.code)).toEqual(['LHR', 'LGW']);
  });

  it('lists every airport of a country', () => {
    expect(searchAirports('Canada').every((a) => a.country === 'Canada')).toBe(true);
    expect(searchAirports('Canada')).toHaveLength(AIRPORTS.filter((a) => a.country === 'Canada').length);
  });

  it('returns at most 50', () => {
    expect(AIRPORTS.filter((a) => /airport/i.test(a.name)).length).toBeGreaterThan(50);
    expect(searchAirports('airport')).toHaveLength(50);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchAirports('zzqx')).toEqual([]);
  });
});
