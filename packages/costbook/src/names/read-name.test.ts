import { describe, expect, it } from 'vitest';

import type { Kind } from '../taxonomy/index.ts';
import { buildNameIndex } from './name-index.ts';
import { readName } from './read-name.ts';
import { searchKinds } from './closest.ts';
import { readSizes } from './sizes.ts';
import { stem, wordsOf } from './words.ts';

// A small taxonomy of its own, so these tests say how names are read whatever the real tables hold.
const kind = (id: string, en: string[], fr: string[], more: Partial<Kind> = {}): Kind => ({
  id,
  family: 'f',
  names: { en, fr },
  massKg: [1, 1],
  typical: 'a typical one',
  ...more,
});
const KINDS: Kind[] = [
  kind('bicycle', ['bicycle', 'bike'], ['vélo', 'bicyclette']),
  kind('helmet', ['helmet', 'bicycle helmet', 'bike helmet'], ['casque', 'casque de vélo']),
  kind('paper-notebook', ['notebook', 'spiral notebook'], ['cahier'], { cues: ['spiral', 'lined', 'ruled'] }),
  kind('laptop', ['laptop', 'notebook'], ['ordinateur portable'], { cues: ['gaming', 'ssd', 'intel'] }),
  kind('milk', ['milk'], ['lait']),
  kind('chocolate-bar', ['chocolate bar', 'chocolate'], ['tablette de chocolat', 'chocolat']),
  kind('canned-soft-drink', ['soda can', 'pop can', 'soft drink'], ['canette de boisson gazeuse'], {
    cues: ['can', 'canette'],
    brands: ['dr pepper', 'coca cola'],
  }),
  kind('bottled-soft-drink', ['soft drink', 'soda'], ['boisson gazeuse'], { cues: ['bottle', 'bouteille'] }),
  kind('soup', ['soup', 'canned soup'], ['soupe']),
  kind('winter-boots', ['winter boots', 'boot'], ['bottes d hiver', 'botte'], { brands: ['sorel'] }),
  kind('frying-pan', ['frying pan', 'skillet'], ['poêle', 'poêle à frire']),
  kind('drill', ['cordless drill', 'drill', 'power drill'], ['perceuse'], { brands: ['dewalt'] }),
  kind('phone-case', ['phone case', 'case'], ['étui de téléphone'], { cues: ['phone', 'iphone'] }),
  kind('suitcase', ['suitcase', 'case'], ['valise'], { cues: ['travel', 'luggage'] }),
  kind('apple', ['apple'], ['pomme']),
  kind('smartphone', ['smartphone', 'iphone', 'cell phone'], ['cellulaire'], { brands: ['apple'] }),
  kind('knife', ['knife'], ['couteau']),
  kind('facial-tissue', ['facial tissue', 'tissue box'], ['mouchoirs'], { brands: ['kleenex'] }),
  kind('shipping-box', ['shipping box', 'box'], ['boîte']),
  kind('screws', ['screws', 'wood screws'], ['vis']),
  kind('bookcase', ['bookcase', 'cube shelf'], ['bibliothèque']),
  kind('wall-shelf', ['wall shelf', 'shelf'], ['tablette murale']),
  kind('sofa', ['sofa', 'couch', 'sectional'], ['canapé']),
  kind('diapers', ['diapers'], ['couches']),
  kind('candy', ['candy', 'gummies'], ['bonbons'], { brands: ['skittles', 'caramilk'] }),
  kind('playing-cards', ['playing cards', 'deck of cards'], ['cartes à jouer']),
  kind('planter', ['planter', 'flower pot'], ['pot', 'pot de fleurs']),
  kind('coffee-pods', ['coffee pods', 'coffee capsules', 'nespresso pods'], ['capsules de café'], {
    brands: ['nespresso'],
  }),
  kind('supplement', ['supplement', 'capsules'], ['suppléments']),
  kind('spray-lubricant', ['spray lubricant'], ['lubrifiant'], { brands: ['wd-40'] }),
  kind('pain-reliever', ['pain reliever'], ['analgésique'], { brands: ['advil'] }),
  kind('tablet', ['tablet'], ['tablette']),
];
const index = buildNameIndex(KINDS);
const read = (text: string) => readName(text, index);

describe('reading a product name as a shopper means it', () => {
  it.each([
    ['bicycle helmet', 'helmet'], // the head noun decides; the modifier is a kind too
    ['helmet for my bike', 'helmet'], // "for …" only describes it
    ['spiral notebook', 'paper-notebook'], // a shared name, told apart by a cue
    ['gaming notebook', 'laptop'],
    ['milk chocolate bar with almonds', 'chocolate-bar'],
    ['Dr Pepper soda can 355 mL', 'canned-soft-drink'],
    ['can of soda', 'canned-soft-drink'], // the container is the cue
    ['can of soup', 'soup'], // "X of Y" is Y when X holds it
    ['bottes d’hiver Sorel', 'winter-boots'],
    ['poêle à frire 28 cm', 'frying-pan'],
    ['casque de vélo', 'helmet'], // French: the head comes first
    ['iPhone 15 case', 'phone-case'],
    ['Frying Pans', 'frying-pan'], // plurals and case
    ['knives', 'knife'],
  ])('%s → %s', (text, id) => {
    expect(read(text).kind?.id).toBe(id);
  });

  it('reads sizes, counts and brands as such, never as kinds', () => {
    const r = read('Dr Pepper soda can 355 mL');
    expect(r).toMatchObject({ brand: 'dr pepper', sizes: ['355 ml'], matched: 'soda can' });
    expect(readSizes(wordsOf('AA batteries 24 pack king size 12"')).sizes).toEqual(['24 pack', 'king', 'size', '12']);
  });

  it.each([
    ['Kleenex box', 'facial-tissue'], // the packaging is not the product; the brand says what is in it
    ['wood screws box', 'screws'],
    ['cube storage shelf', 'bookcase'], // a longer name whose words stand apart among the modifiers
    ['sectional couch', 'sofa'], // the English word, not the French plural of another kind
    ['deck of cards', 'playing-cards'], // a name that holds "of" is read whole
    ['pot de soupe', 'soup'], // French "X de Y" is Y when X is a container
    ['pot de fleurs', 'planter'],
    ['Nespresso capsules', 'coffee-pods'], // the brand's kind shares the head noun
    ['queen size bicycle helmet', 'helmet'],
  ])('%s → %s', (text, id) => {
    expect(read(text).kind?.id).toBe(id);
  });

  it('reads a brand as the product when no kind is named beside it', () => {
    expect(read('Caramilk bar')).toMatchObject({ kind: { id: 'candy' }, how: 'brand' });
    expect(read('Dr Pepper 12 pack cans')).toMatchObject({ kind: { id: 'canned-soft-drink' }, how: 'brand' });
  });

  it('reads a brand before sizes, so its numbers are its name and the sizes its product’s', () => {
    expect(read('WD-40 311 g')).toMatchObject({ kind: { id: 'spray-lubricant' }, brand: 'wd 40', sizes: ['311 g'] });
    expect(read('Advil 200 mg 100 tablets')).toMatchObject({ kind: { id: 'pain-reliever' }, how: 'brand' });
    expect(read('3 tablets').kind?.id).toBe('tablet'); // alone, the counted noun is the product
  });

  it('offers no choices for words no kind’s word is like, so the kind search takes over', () => {
    expect(read('binoculars')).toMatchObject({ kind: null, choices: [] });
  });

  it('names a kind from its brand alone when the brand makes one kind', () => {
    expect(read('Dewalt')).toMatchObject({ kind: { id: 'drill' }, how: 'brand' });
    // A one-word brand that is also a kind's name is the name: "apple" is the fruit, said by the word itself.
    expect(read('apple').kind?.id).toBe('apple');
  });

  it('does not put a name on the kind of its modifier when the head is unknown: it offers choices', () => {
    const r = read('bicycle pump');
    expect(r.kind).toBeNull();
    expect(r.choices.map((k) => k.id)).toContain('bicycle');
    expect(read('housse de vélo').kind).toBeNull(); // French: an unknown head before the kind
  });

  it('corrects a slip of one letter in a word no name holds, when one word fits', () => {
    expect(read('spiral noteboook')).toMatchObject({ kind: { id: 'paper-notebook' }, how: 'near' });
    expect(read('milk chocolatte bar').kind?.id).toBe('chocolate-bar');
  });

  it('reads dimensions, grades, bed sizes and counts as sizes', () => {
    const sized = (text: string) => readSizes(wordsOf(text));
    expect(sized('area rug 5x8')).toEqual({ words: ['area', 'rug'], sizes: ['5x8'] });
    expect(sized('furnace filter 16x25x1').sizes).toEqual(['16x25x1']);
    expect(sized('motor oil 5W30').sizes).toEqual(['5w30']);
    expect(sized('bed sheets queen')).toEqual({ words: ['bed', 'sheets'], sizes: ['queen'] });
    expect(sized('printer paper 500 sheets')).toEqual({ words: ['printer', 'paper'], sizes: ['500 sheets'] });
    expect(sized('3 tablets')).toEqual({ words: ['tablets'], sizes: ['3 tablets'] }); // nothing else is named
  });

  it('corrects a typing slip only when one kind is that close', () => {
    expect(read('fryng pan')).toMatchObject({ kind: { id: 'frying-pan' }, how: 'near' });
    expect(read('hemlet').kind?.id).toBe('helmet');
    expect(read('zorb')).toMatchObject({ kind: null, choices: [] });
  });

  it('says how sure the reading is', () => {
    expect(read('frying pan').how).toBe('name');
    expect(read('red frying pan').how).toBe('name'); // a colour describes, it does not change the kind
    expect(read('bicycle helmet').how).toBe('name'); // the whole phrase is a name of the kind
    expect(read('kids bicycle helmet').how).toBe('name');
    expect(read('spiral notebook').how).toBe('name');
    expect(read('gaming notebook').how).toBe('cue');
    expect(read('bike helmet with visor').how).toBe('name');
  });

  it('offers the other kinds a shared name may mean when nothing tells them apart', () => {
    const r = read('notebook');
    expect(r.kind?.id).toBe('paper-notebook'); // the kind whose label it is
    expect(r.choices.map((k) => k.id)).toEqual(['laptop']);
  });
});

describe('words', () => {
  it.each([
    ['knives', 'knife'],
    ['batteries', 'battery'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['shoes', 'shoe'],
    ['chapeaux', 'chapeau'],
    ['poêles', 'poeles'],
    ['jeux', 'jeu'],
    ['dress', 'dress'],
    ['bus', 'bus'],
  ])('%s has the stem of its singular', (word, expected) => {
    expect(stem(wordsOf(word)[0]!)).toBe(stem(wordsOf(expected)[0]!));
  });
});

describe('the kind picker search', () => {
  it('finds kinds as they are typed, whole words first', () => {
    expect(searchKinds('fry pa', index).map((k) => k.id)).toEqual(['frying-pan']);
    expect(searchKinds('case', index).map((k) => k.id)).toEqual(expect.arrayContaining(['phone-case', 'suitcase']));
    expect(searchKinds('', index)).toEqual([]);
  });
});
