"""The twelve invoices of the twenty-fourth blind corpus (issue 38, item 24), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (NL, BE, FR, DE, and in English from
IE, AT and PL), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout of one
family of invoicing software other than the earlier corpora's: Exact Online Wholesale (combined packing slip and
invoice), EBP Bâtiment, Sage Business Cloud (FR), Plentymarkets, Shopware B2B, a Mercateo/Unite-style marketplace
invoice and a Basware-style visualisation of a Peppol UBL e-invoice. PO numbers are the ERP's 4577xxxx (from
45771700 by steps of 7); each invoice prints them in the supplier's own form (11 prints none). VAT numbers and
IBANs carry valid check digits: invoice_env/world/identifiers.py's generators, seed 20271214, for NL, BE, FR, DE;
for IE, AT and PL (which identifiers.py lacks) the digits come from the same seeded stream and the check digits
from those countries' rules (IE letter, AT UID digit, PL NIP weights, IBAN mod 97)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Exact Online Wholesale, a Venlo sanitary wholesaler: combined packing slip / invoice, intra-EU goods (ICG)
    Invoice(
        "01-nl-sanitair", "nl", "exactwholesale",
        Supplier("Sanitairgroothandel Maasland B.V.", "Celsiusweg 31", "5928 PR", "Venlo", "NL", "NL849025692B01",
                 "077 382 19 40", "debiteuren@maasland-sanitair.nl", "KvK 12047795"),
        "2027-40517", date(2027, 12, 1), date(2027, 12, 31), "45771700", "45771700", D(0),
        [Line("MS-WCP-480", "Wandcloset diepspoel rimless, wit, met zitting softclose", D(12), D("142.00"), unit="st"),
         Line("MS-IN-BR112", "Inbouwreservoir frame 112 cm voor hangtoilet, incl. bevestigingsset", D(12),
              D("118.50"), unit="st"),
         Line("MS-FL-SS40", "Fonteinkraan koud water, chroom", D(20), D("36.90"), unit="st", discount=D(5)),
         Line("MS-PB-32", "PVC afvoerbuis 32 mm, lengte 4 m", D(60), D("6.45"), unit="lgt")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("85.00"))],
        statement="Intracommunautaire levering - btw verlegd (art. 138 Richtlijn 2006/112/EG). Btw-nummer afnemer "
                  "BE0456.789.133.",
        iban="NL95 INGB 1488 5004 61", bic="INGBNL2A", customer_no="10442",
        extra={"order": "VO-27-08812", "slip": "PB-27-09931", "terms": "30 dagen na factuurdatum",
               "ship": "Afleveradres: Technibouw Distributie NV, magazijn, Industrieweg 14, 9000 Gent"}),
    # 02 — Exact Online Wholesale, a Roeselare lighting wholesaler: Belgian VAT 21 % (V21)
    Invoice(
        "02-nl-verlichting", "nl", "exactwholesale",
        Supplier("Lumiwest Groothandel BV", "Kwadestraat 152", "8800", "Roeselare", "BE", "BE0667.448.585",
                 "051 26 44 80", "boekhouding@lumiwest.be", "RPR Gent, afd. Kortrijk"),
        "VF27-01833", date(2027, 12, 3), date(2028, 1, 2), "4577 1707", "45771707", D(21),
        [Line("LW-HB150-840", "LED highbay 150 W, 4000 K, IP65, lens 90°", D(24), D("128.40"), unit="st"),
         Line("LW-TL-1500", "LED-armatuur waterdicht 1500 mm, 48 W, IK08, koppelbaar", D(40), D("46.75"), unit="st"),
         Line("LW-NV-3H", "Noodverlichting opbouw 3 u autonomie, met pictogram", D(16), D("58.20"), unit="st"),
         Line("LW-KB-3G15", "Installatiekabel XVB 3G1,5, haspel 100 m", D(3), D("94.00"), unit="hsp"),
         Line("LW-WAGO-3", "Lasklem 3-voudig, doos 50 st", D(10), D("11.80"), unit="ds")],
        "604000", "V21",
        iban="BE73 1431 1064 3860", bic="GEBABEBB", payment_ref=ogm(2718331707), customer_no="C-02217",
        extra={"order": "VO2712-0458", "slip": "PB2712-0461", "terms": "30 dagen einde maand"}),
    # 03 — EBP Bâtiment, a Liège joinery contractor: works at the Gent site, Belgian cocontractant (VRC, 611000)
    Invoice(
        "03-fr-menuiserie", "fr", "ebpbat",
        Supplier("Menuiserie Mosane Collard SRL", "Rue de l'Expansion 27", "4460", "Grâce-Hollogne", "BE",
                 "BE1929.531.819", "04 247 61 30", "administration@menuiserie-collard.be", "RPM Liège"),
        "FA2712-0045", date(2027, 12, 6), date(2028, 1, 5), "4577-1714", "45771714", D(0),
        [Line(None, "Fourniture et pose de porte coupe-feu EI1 30, 930 x 2115 mm, huisserie métallique, "
                     "ferme-porte et serrure à cylindre", D(4), D("1185.00"), unit="U"),
         Line(None, "Remplacement de portes intérieures âme tubulaire, finition laquée", D(6), D("465.00"), unit="U"),
         Line(None, "Cloison vitrée bureau d'accueil, profilés aluminium, vitrage feuilleté 44.2", D("18.5"),
              D("214.00"), unit="m²"),
         Line(None, "Plinthes MDF hydrofuge posées et jointoyées", D(64), D("12.40"), unit="ml"),
         Line(None, "Évacuation des déchets de chantier", D(1), D("290.00"), unit="Ens")],
        "611000", "VRC", reverse_charge=True,
        statement="Autoliquidation - TVA due par le cocontractant (art. 20 de l'A.R. n° 1 du 29/12/1992). "
                  "N° TVA du cocontractant : BE0456.789.133.",
        iban="BE88 1034 7553 0141", bic="NICABEBB", payment_ref=ogm(2712004514), customer_no="CLI00318",
        extra={"site": "Chantier : Technibouw - aménagement bureaux, Industrieweg 14, 9000 Gand",
               "lots": "0:Lot 1 - Menuiseries intérieures|2:Lot 2 - Cloisons et finitions|4:Lot 3 - Divers"}),
    # 04 — Sage Business Cloud (FR), a Lille label printer: intra-EU goods (ICG), space thousands
    Invoice(
        "04-fr-etiquettes", "fr", "sagefr",
        Supplier("Étiquettes du Nord SAS", "45 rue de la Haute Borne", "59650", "Villeneuve-d'Ascq", "FR",
                 "FR43493862189", "03 20 64 18 75", "compta@etiquettes-du-nord.fr",
                 "SAS au capital de 80 000 € - RCS Lille Métropole 493 862 189"),
        "FAC-002741", date(2027, 12, 8), date(2028, 1, 7), "BC45771721", "45771721", D(0),
        [Line("ETQ-TT-10050", "Étiquettes thermiques transfert 100 x 50 mm, mandrin 76 mm, rouleau de 2 000",
              D(120), D("18.40"), unit="rlx"),
         Line("RUB-CIRE-110", "Ruban encre cire/résine 110 mm x 450 m", D(48), D("9.75"), unit="u"),
         Line("ETQ-PAL-A5", "Étiquettes palette A5 pré-imprimées, numérotées SSCC (le mille)", D(5), D("62.00"),
              unit="mille"),
         Line("SERV-ETUDE", "Création de maquette et bon à tirer", D(1), D("145.00"), unit="forfait")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA - article 262 ter, I du CGI. Livraison intracommunautaire, autoliquidation "
                  "par le preneur (TVA BE0456.789.133).",
        group="\u00a0", iban="FR18 9797 0716 4672 3601 7109 845", bic="CMCIFR2A", customer_no="TECHNI01",
        extra={"terms": "30 jours date de facture"}),
    # 05 — Sage Business Cloud (FR) from a Brussels office-supply firm: Belgian VAT 21 % (V21), a line discount
    Invoice(
        "05-fr-fournitures", "fr", "sagefr",
        Supplier("Bureau Services Bruxelles SRL", "Chaussée de Louvain 512", "1030", "Schaerbeek", "BE",
                 "BE0690.776.788", "02 734 19 66", "factures@bsbruxelles.be", "RPM Bruxelles"),
        "2027-1219", date(2027, 12, 10), date(2028, 1, 9), "PO 45771728", "45771728", D(21),
        [Line("PAP-A4-80", "Papier A4 80 g blanc, carton de 5 ramettes", D(40), D("21.90"), unit="ctn",
              discount=D(8)),
         Line("TON-HP-59X", "Toner noir haute capacité compatible LaserJet M404", D(6), D("139.00"), unit="u"),
         Line("CLA-LEV-80", "Classeurs à levier dos 80 mm, carton assorti de 10", D(12), D("27.50"), unit="bte"),
         Line("CHA-ERG-24", "Chaise de bureau ergonomique, accoudoirs réglables, usage 24 h", D(3), D("389.00"),
              unit="u")],
        "604000", "V21",
        group="\u00a0", iban="BE87 0014 7843 4994", bic="GEBABEBB", payment_ref=ogm(2712191728),
        customer_no="C0087", extra={"terms": "30 jours fin de mois"}),
    # 06 — Plentymarkets, a Bielefeld storage-equipment web shop: intra-EU goods (ICG), shipping
    Invoice(
        "06-de-lagertechnik", "de", "plentymarkets",
        Supplier("Lagerwelt Ostwestfalen GmbH", "Eckendorfer Straße 91", "33609", "Bielefeld", "DE", "DE149574028",
                 "0521 98 77 41 0", "rechnung@lagerwelt-owl.de", "Amtsgericht Bielefeld HRB 41257"),
        "RE-2027-118406", date(2027, 12, 13), date(2028, 1, 12), "4577-1735", "45771735", D(0),
        [Line("LW-FR-2000", "Fachbodenregal verzinkt, 2000 x 1000 x 500 mm, 5 Böden, Grundfeld", D(8),
              D("189.00"), unit="Stk"),
         Line("LW-FR-2000A", "Fachbodenregal Anbaufeld 2000 x 1000 x 500 mm", D(16), D("149.00"), unit="Stk"),
         Line("LW-SK-3", "Sichtlagerkasten Gr. 3, blau, VE 24", D(20), D("41.60"), unit="VE"),
         Line("LW-HW-1000", "Hubwagen 2500 kg, Gabellänge 1150 mm, Polyurethan-Räder", D(2), D("329.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("149.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG. Steuerschuldnerschaft des "
                  "Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE55 8522 6862 4459 4425 71", bic="SPBIDE3BXXX", customer_no="28814",
        extra={"order": "104772", "delivery": "10.12.2027", "pay": "Rechnung"}),
    # 07 — Shopware B2B, a Nuremberg fastener shop: intra-EU goods (ICG), shipping, a line discount
    Invoice(
        "07-de-befestigung", "de", "shopware",
        Supplier("Franken Schrauben & Befestigung GmbH", "Sigmundstraße 220", "90431", "Nürnberg", "DE",
                 "DE905514726", "0911 65 40 88 0", "buchhaltung@franken-befestigung.de",
                 "Amtsgericht Nürnberg HRB 38806"),
        "10583", date(2027, 12, 15), date(2028, 1, 14), "PO-45771742", "45771742", D(0),
        [Line("SW10023.4", "Sechskantschraube DIN 933 M12 x 40, 8.8 verzinkt (VE 100)", D(25), D("14.90"), unit="VE"),
         Line("SW10087.2", "Schwerlastanker M10 x 95, Stahl verzinkt (VE 50)", D(12), D("38.50"), unit="VE",
              discount=D(10)),
         Line("SW10412.1", "Gewindestange DIN 976 M10 x 1000 mm, 4.8 verzinkt", D(100), D("1.86"), unit="Stk"),
         Line("SW10655.3", "Unterlegscheibe DIN 125 A 13 verzinkt (VE 500)", D(6), D("12.40"), unit="VE"),
         Line("SW11002.1", "Akku-Schlagschrauber-Bitset 1/4\", 32-teilig", D(10), D("24.95"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("24.90"))],
        statement="Innergemeinschaftliche Lieferung: steuerfrei nach § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "USt-IdNr. Kunde: BE0456.789.133.",
        iban="DE69 7604 2869 9745 9320 05", bic="HYVEDEMM460", customer_no="K-21077",
        extra={"order": "SO-20271215-0311", "delivery": "14.12.2027"}),
    # 08 — a Mercateo/Unite-style marketplace invoice, a Halle seller of workshop supplies: intra-EU goods (ICG)
    Invoice(
        "08-de-werkstatt", "de", "mercateo",
        Supplier("Mitteldeutsche Werkstattbedarf GmbH", "Delitzscher Straße 70", "06112", "Halle (Saale)", "DE",
                 "DE894915369", "0345 68 20 93 0", "rechnung@md-werkstattbedarf.de", "Amtsgericht Stendal HRB 29844"),
        "MWB-27-06615", date(2027, 12, 17), date(2028, 1, 16), "4577 1749", "45771749", D(0),
        [Line("8836204", "Einweg-Nitrilhandschuhe puderfrei, Gr. L, blau, Box à 100 Stück", D(60), D("6.45"),
              unit="Box"),
         Line("7710335", "Putztuchrolle 3-lagig, 38 x 36 cm, 1000 Abrisse", D(18), D("32.80"), unit="Rolle"),
         Line("5523018", "Industriereiniger Konzentrat, Kanister 10 l", D(8), D("44.90"), unit="Kan."),
         Line("9901274", "Werkstattwagen mit 7 Schubladen, abschließbar", D(1), D("612.00"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Der Leistungsempfänger schuldet "
                  "die Steuer (USt-IdNr. BE0456.789.133).",
        iban="DE27 3613 2857 5390 6956 86", bic="NOLADE21HAL", customer_no="",
        extra={"order": "MP-2027-4418275", "account": "1044-882-19"}),
    # 09 — Basware-style visualisation of a Peppol UBL invoice, a Dublin software firm: services reverse charged (ICS)
    Invoice(
        "09-en-software", "en", "basware",
        Supplier("Liffey Route Systems Ltd", "14 Fitzwilliam Square East", "D02 R299", "Dublin 2", "IE",
                 "IE9063979N", "+353 1 662 4410", "billing@liffeyroute.ie", "CRO 648213"),
        "LRS-INV-20771", date(2027, 12, 20), date(2028, 1, 19), "45771756", "45771756", D(0),
        [Line("RTP-ENT-12", "Route planning platform, Enterprise tier, 12 months (01.01.2028-31.12.2028)", D(1),
              D("6900.00"), unit="ANN"),
         Line("RTP-DRV", "Driver app licences", D(25), D("96.00"), unit="C62"),
         Line("PS-DAY", "Remote onboarding and configuration", D(3), D("850.00"), unit="DAY")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge - VAT to be accounted for by the recipient, Article 196 of Council Directive "
                  "2006/112/EC.",
        dec=".", group="", iban="IE55 BOFI 8218 0483 5250 22", bic="BOFIIE2D", customer_no="",
        extra={"buyer_ref": "TECHNI-AP", "endpoint": "0196:IE9063979N"}),
    # 10 — Shopware B2B in English, a Linz packaging shop: intra-EU goods (ICG), shipping
    Invoice(
        "10-en-packaging", "en", "shopware",
        Supplier("Donau Packaging Solutions GmbH", "Industriezeile 47", "4020", "Linz", "AT", "ATU07657409",
                 "+43 732 77 52 10", "accounting@donau-packaging.at", "FN 488217 k, Landesgericht Linz"),
        "20271648", date(2027, 12, 21), date(2028, 1, 20), "Technibouw PO 45771763", "45771763", D(0),
        [Line("DP-STR-500", "Stretch film hand roll 500 mm x 300 m, 23 µm", D(72), D("11.20"), unit="pcs"),
         Line("DP-BOX-604", "Folding box 600 x 400 x 400 mm, double wall", D(400), D("1.38"), unit="pcs"),
         Line("DP-PPB-12", "PP strapping band 12 mm, 3000 m coil", D(12), D("27.90"), unit="pcs"),
         Line("DP-EDG-35", "Edge protectors 35 x 35 x 1000 mm, pack of 100", D(8), D("44.00"), unit="pack")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping costs", D("95.00"))],
        statement="Tax-free intra-Community supply (Art. 138 Directive 2006/112/EC, Art. 7 UStG). The customer's "
                  "VAT ID: BE0456.789.133.",
        dec=".", group=",", iban="AT67 7455 5044 1358 1176", bic="RZOOAT2L", customer_no="B2B-30977",
        extra={"order": "SO-20271221-0187", "delivery": "21/12/2027"}),
    # 11 — Plentymarkets in English, a Poznań adhesives seller: intra-EU goods (ICG), no PO printed
    Invoice(
        "11-en-adhesives", "en", "plentymarkets",
        Supplier("Wielkopolska Adhesives Sp. z o.o.", "ul. Gdyńska 131", "61-016", "Poznań", "PL", "PL4848001090",
                 "+48 61 852 44 90", "invoices@wp-adhesives.pl", "KRS 0000712405"),
        "FV/2027/12/0388", date(2027, 12, 22), date(2028, 1, 21), None, "45771770", D(0),
        [Line("WA-PU-310", "PU construction adhesive, cartridge 310 ml", D(240), D("4.85"), unit="pcs"),
         Line("WA-MS-290W", "MS polymer sealant white, sausage 600 ml", D(120), D("6.90"), unit="pcs"),
         Line("WA-EP-2K", "Two-component epoxy anchoring resin 400 ml, incl. 2 static mixers", D(48), D("14.60"),
              unit="pcs"),
         Line("WA-GUN-600", "Manual sealant gun for 600 ml sausages", D(6), D("22.40"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping costs", D("120.00"))],
        statement="Intra-Community supply of goods, VAT exempt (Art. 138 Directive 2006/112/EC; 0% WDT). Reverse "
                  "charge: the customer accounts for VAT (BE0456.789.133).",
        dec=".", group=",", iban="PL71 8156 4906 8796 9663 6370 2774", bic="PKOPPLPW", customer_no="30541",
        extra={"order": "22418", "delivery": "20/12/2027", "pay": "Bank transfer"}),
    # 12 — Basware-style Peppol visualisation in Dutch, a Lochristi nursery: live plants at 6 % (V06)
    Invoice(
        "12-nl-beplanting", "nl", "basware",
        Supplier("Kwekerij De Moervaart BV", "Hijfte-Center 18", "9080", "Lochristi", "BE", "BE0385.658.043",
                 "09 355 71 82", "facturen@kwekerij-moervaart.be", "RPR Gent"),
        "2027-0912", date(2027, 12, 23), date(2028, 1, 22), "TB 45771777", "45771777", D(6),
        [Line("HAAG-TAX-80", "Taxus baccata 80-100 cm, kluit", D(90), D("18.50"), unit="H87"),
         Line("BOOM-TIL-16", "Tilia cordata, hoogstam, stamomtrek 16-18 cm, draadkluit", D(6), D("164.00"),
              unit="H87"),
         Line("BOD-LAV-C2", "Lavandula angustifolia 'Hidcote', pot C2", D(150), D("3.40"), unit="H87"),
         Line("GRAS-MIX-15", "Bloemrijk graszaadmengsel, zak 15 kg", D(4), D("96.00"), unit="H87")],
        "604000", "V06",
        iban="BE98 1037 2007 2393", bic="NICABEBB", payment_ref=ogm(2709121777), customer_no="",
        extra={"buyer_ref": "TECHNI-AP", "endpoint": "0208:0385658043"}),
]
