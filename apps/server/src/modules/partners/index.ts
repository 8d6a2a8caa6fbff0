import { extendEntity } from '../../platform/entities/extend.js';
import type { ServerModule } from '../../platform/module.js';
import { registerBillingRoutes } from './billing.routes.js';
import { companyContractRules } from './company.rules.js';
import { PARTNER_ENTITIES } from './partners.entities.js';
import { registerPartnerRoutes } from './partners.routes.js';
import { seedPartnersDemo } from './seed.js';

/**
 * Partners, discount codes, billing records, purchases and public sign-up (issue 13; service spec
 * 2 "Companies", "Partners", 3 "Licences and billing", "Partner", 5 "Discount codes", "Sign-up and
 * purchase"). Tables: migrations 1300_partners.sql and 2110_billing_account.sql (the Stripe customer
 * and the card saved for renewals). Tenancy of partner rows: the platform repository's
 * 'partner' and 'partner-self' tenants.
 */
export const partnersModule: ServerModule = {
  name: 'partners',
  entities: PARTNER_ENTITIES,
  routes(app, platform) {
    registerPartnerRoutes(app, platform);
    registerBillingRoutes(app, platform);
  },
  seedDemo: seedPartnersDemo,
  extendEntities(reg) {
    extendEntity(reg.get('Company'), companyContractRules);
  },
};
