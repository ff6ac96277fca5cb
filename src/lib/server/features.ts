import type { Feature } from './feature';
import { portalFeature } from './portal-feature';
import { adminFeature } from './admin/feature';
import { notificationsFeature } from './notifications/feature';
import { materialsFeature } from './materials/feature';
import { partsearchFeature } from './partsearch/feature';
import { weldleakFeature } from './weldleak/feature';
import { nitroFeature } from './nitro/feature';
import { checklistFeature } from './checklist/feature';
import { labelsFeature } from './labels/feature';
import { recordsFeature } from './records/engine/feature';
import { devicesFeature } from './devices/feature';
import { spcFeature } from './spc/feature';
import { laborFeature } from './labor/feature';
import { boardsFeature } from './boards/feature';
import { reportsFeature } from '@/lib/reports/server/feature';

/**
 * Every feature of the portal, the one place a feature is registered (see Feature in ./feature.ts):
 * the API registers their calls and the seed runs in this order, so a feature comes after those whose
 * rows it needs (the records after materials' jobs). A new feature adds its line here.
 */
export const FEATURES: readonly Feature[] = [
  portalFeature,
  adminFeature,
  notificationsFeature,
  materialsFeature,
  weldleakFeature,
  nitroFeature,
  checklistFeature,
  labelsFeature,
  recordsFeature,
  devicesFeature,
  spcFeature,
  laborFeature,
  boardsFeature,
  partsearchFeature,
  reportsFeature,
];
