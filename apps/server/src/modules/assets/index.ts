import { PRIV } from '@wm/domain';
import { AssetRecordSchema } from '@wm/api/schemas';
import type { ServerModule } from '../../platform/module.js';
import { extendEntity } from '../../platform/entities/extend.js';
import { customFieldRules } from '../customfields/index.js';
import {
  AssetAssignmentEntity,
  AssetUsageEntity,
  VendorEntity,
  assetRules,
  assignmentRules,
  usageRules,
} from './assets.entities.js';
import { registerAssetRoutes } from './assets.routes.js';
import { seedAssetsDemo } from './assets.seed.js';
import './assets.reports.js';

/** "Now" of the entity rules: the platform clock once routes are registered (tests pin it). */
let clockNow: () => Date = () => new Date();
const now = () => clockNow();

/**
 * Assets (time spec 2 "Asset screens", 3, 4 and 5 "Assets", 7): the full Asset record (strict
 * schema, mileage, notes, image, lookups, custom fields of the 'asset' set, reassign through the
 * asset), AssetAssignment, AssetUsage and Vendor, and the assignment routes.
 * Migration 0600_assets.sql.
 */
export const assetsModule: ServerModule = {
  name: 'assets',
  entities: [AssetAssignmentEntity, AssetUsageEntity, VendorEntity],
  extendEntities(reg) {
    const asset = reg.get('Asset');
    asset.schema = AssetRecordSchema;
    asset.virtualFields = [
      ...(asset.virtualFields ?? []),
      'assignee_id',
      'location_id',
      'rented',
      'entryTimeZone',
    ];
    asset.jsonFields = { ...(asset.jsonFields ?? {}), currentMileage: 'number', image_id: 'string' };
    asset.sensitive = [...(asset.sensitive ?? [])];
    if (!asset.view.includes(PRIV.AssetAssignmentView))
      asset.view = [...asset.view, PRIV.AssetAssignmentView];
    extendEntity(asset, assetRules(now));
    extendEntity(asset, customFieldRules('asset'));
    extendEntity(reg.get('AssetAssignment'), assignmentRules(now));
    extendEntity(reg.get('AssetUsage'), usageRules(now));
  },
  routes(app, platform) {
    clockNow = () => platform.clock.now();
    registerAssetRoutes(app, platform);
  },
  seedDemo: seedAssetsDemo,
};
