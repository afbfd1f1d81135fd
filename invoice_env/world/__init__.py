"""The ERP and its reference data: models, money, identifiers, chart of accounts, catalogue, the SQLite ERP and the seeded world."""
