"""The buyer: the wholesaler whose ERP this is, named on every invoice and in the prompt."""

COMPANY = "Technibouw Distributie NV"
COMPANY_VAT = "BE0456.789.133"
COMPANY_ADDRESS = ("Industrieweg 14", "9000 Gent", "Belgium")
