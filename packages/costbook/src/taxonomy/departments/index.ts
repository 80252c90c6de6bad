// Every department's table, in the order a store directory lists them (taxonomy/types.ts DEPARTMENTS).
import { apparelFootwear } from './apparel-footwear.ts';
import { appliances } from './appliances.ts';
import { automotive } from './automotive.ts';
import { booksMedia } from './books-media.ts';
import { electronics } from './electronics.ts';
import { gardenPatio } from './garden-patio.ts';
import { grocery } from './grocery.ts';
import { healthBeauty } from './health-beauty.ts';
import { homeFurniture } from './home-furniture.ts';
import { jewelleryAccessories } from './jewellery-accessories.ts';
import { kitchenDining } from './kitchen-dining.ts';
import { music } from './music.ts';
import { officeSchool } from './office-school.ts';
import { partySeasonal } from './party-seasonal.ts';
import { pets } from './pets.ts';
import { sportsOutdoor } from './sports-outdoor.ts';
import type { DepartmentTable } from './table.ts';
import { toolsHardware } from './tools-hardware.ts';
import { toysBaby } from './toys-baby.ts';

export type { DepartmentTable } from './table.ts';

export const DEPARTMENT_TABLES: readonly DepartmentTable[] = [
  electronics,
  appliances,
  toolsHardware,
  homeFurniture,
  kitchenDining,
  apparelFootwear,
  sportsOutdoor,
  toysBaby,
  healthBeauty,
  grocery,
  pets,
  automotive,
  officeSchool,
  music,
  jewelleryAccessories,
  gardenPatio,
  partySeasonal,
  booksMedia,
];

/** Sources first cited by a department, for the look-ups that must know every source of the book. */
export const DEPARTMENT_SOURCES = DEPARTMENT_TABLES.flatMap((t) => t.sources);
