import { extendEntity } from '../../platform/entities/extend.js';
import type { ServerModule } from '../../platform/module.js';
import { companyContractRules } from './company.rules.js';
import { PARTNER_ENTITIES } from './partners.entities.js';
import { registerPartnerRoutes } from './partners.routes.js';
import { seedPartnersDemo } from './seed.js';

/**
 * Partners, discount codes, billing records, purchases and public sign-up (issue 13; service spec
 * 2 "Companies", "Partners", 3 "Licences and billing", "Partner", 5 "Discount codes", "Sign-up and
 * purchase"). Tables: migration 1300_partners.sql. Tenancy of partner rows: the platform repository's
 * 'partner' and 'partner-self' tenants.
 */
export const partnersModule: ServerModule = {
  name: 'partners',
  entities: PARTNER_ENTITIES,
  routes: registerPartnerRoutes,
  seedDemo: seedPartnersDemo,
  extendEntities(reg) {
    extendEntity(reg.get('Company'), companyContractRules);
  },
};
