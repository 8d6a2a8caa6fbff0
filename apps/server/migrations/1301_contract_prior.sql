-- The contract expiry a company had before it was set to cancel (issue 13; service spec 4:
-- un-ticking isCanceling restores the prior date).
CREATE TABLE company_contract_prior (
  company_id text PRIMARY KEY REFERENCES company(id),
  "contractExpirationDate" text
);
