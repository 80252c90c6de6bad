// The 61 entries researched one by one, in cost-book order (each group file holds its sources' reasoning).
import type { CostBookEntry } from '../types.ts';
import { apparel } from './apparel-bags.ts';
import { goods } from './care-food-packaging.ts';
import { electronics } from './electronics.ts';
import { home } from './home-furniture.ts';
import { kitchen } from './kitchen.ts';
import { play } from './toys-books-sports.ts';

export const DETAILED_DATA: readonly CostBookEntry[] = [...electronics, ...kitchen, ...home, ...apparel, ...goods, ...play];
