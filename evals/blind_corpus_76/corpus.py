"""The twelve invoices of the seventy-sixth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, LU, AT, IE), in nl, fr,
de and en, each drawn by a writer (draw.py) that imitates the ordinary print of one family of invoicing software no
earlier corpus used: an Otto Market seller invoice, a Kaufland.de marketplace seller invoice, Loyverse POS,
orderbird, Gastrofix, Trivec and Clyo Systems. PO numbers are the ERP's eight digits (45776900 by steps of 7); each
invoice prints them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits
(ids.py, seed 20271266)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

ICG_DE = ("Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. Die Steuerschuld geht "
          "auf den Leistungsempfänger über (USt-IdNr. BE0456.789.133).")

CORPUS = [
    # 01 — an Otto Market seller (DE), German: tools, a line discount, freight before the net total (ICG, 604000)
    Invoice(
        "01-de-werkzeug", "de", "otto",
        Supplier("Werkzeugversand Rhein-Main GmbH", "Hanauer Landstraße 291", "60314", "Frankfurt am Main", "DE",
                 "DE963176709", "069 40 35 61 20", "service@werkzeugversand-rm.de", "Amtsgericht Frankfurt HRB 118342"),
        "RE27-004817", date(2027, 10, 5), date(2027, 11, 4), "4577 6900", "45776900", D(0),
        [Line("4711305", "Akku-Schlagbohrschrauber 18 V, 2 x 5,0 Ah, Ladegerät, im Systemkoffer", D(6), D("189.90"),
              unit="Stk", discount=D(10)),
         Line("4711842", "Bit-Set 32-tlg. mit Magnethalter", D(24), D("14.95"), unit="Stk"),
         Line("5520917", "Schwerlastregal Stahl verzinkt 180 x 90 x 45 cm, 5 Böden, Fachlast 175 kg, werkzeuglose "
                         "Stecktechnik", D(4), D("79.00"), unit="Stk"),
         Line("6100254", "LED-Arbeitsleuchte 50 W mit Stativ", D(8), D("36.50"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten (Spedition)", D("24.90"))],
        statement=ICG_DE, iban="DE32 5704 7839 5289 3330 03", bic="HELADEF1WRM", customer_no="",
        extra={"order": "9RX4TK2PQ7", "ordered": "02.10.2027", "shipped": "04.10.2027", "contact": "Frau Schäfer"}),
    # 02 — an Otto Market seller (NL), English: office furniture, the article under the name, shipping (ICG)
    Invoice(
        "02-en-office", "en", "otto",
        Supplier("Hollandse Kantoorinrichting B.V.", "Zuiderzeestraatweg 41", "3881 NA", "Putten", "NL",
                 "NL481835970B02", "+31 341 37 52 90", "sales@hollandse-kantoor.nl", "KvK 71952038"),
        "INV/2027/01562", date(2027, 10, 14), date(2027, 11, 13), "PO-45776907", "45776907", D(0),
        [Line("HKI-DELTA-BLK", "Ergonomic office chair Delta, mesh back, black", D(10), D("214.00"), unit="pcs"),
         Line("HKI-ZIT-1680W", "Height-adjustable desk 160 x 80 cm, electric, memory function, white frame and oak "
                               "decor top", D(4), D("489.00"), unit="pcs"),
         Line("HKI-ARM-2G", "Double monitor arm, gas spring", D(10), D("64.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping", D("95.00"))],
        statement="Intra-Community supply of goods, VAT exempt under Art. 138 Directive 2006/112/EC. Reverse "
                  "charge: VAT to be accounted for by the customer (VAT no. BE0456.789.133).",
        dec=".", group=",", iban="NL02 INGB 0782 0209 68", bic="INGBNL2A", customer_no="",
        extra={"order": "4KW9ZX3MBD", "ordered": "9 October 2027", "shipped": "13 October 2027",
               "date_style": "long", "contact": "Mr Visser"}),
    # 03 — a Kaufland.de seller (AT), German: fall protection, the article in the description, a coupon (ICG)
    Invoice(
        "03-de-absturz", "de", "kaufland",
        Supplier("Alpen Sicherheitstechnik GmbH", "Sterneckstraße 52", "5020", "Salzburg", "AT", "ATU92435017",
                 "+43 662 87 14 30", "shop@alpen-sicherheit.at", "FN 512884 k, Landesgericht Salzburg"),
        "2027-KL-00932", date(2027, 10, 12), date(2027, 10, 26), "4577.6914", "45776914", D(0),
        [Line("AS-361-2", "Auffanggurt EN 361 mit Rücken- und Brustöse, Größe M-XL", D(6), D("119.00"), unit="Stk"),
         Line("AS-360-10", "Höhensicherungsgerät 10 m Stahlseil, EN 360", D(2), D("395.00"), unit="Stk"),
         Line("AS-397-W", "Industrieschutzhelm EN 397, weiß, mit Kinnriemen und Ratschenverstellung", D(25),
              D("18.40"), unit="Stk"),
         Line("AS-795-B", "Anschlagschlinge Band 1,5 m, EN 795 B", D(10), D("16.90"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Gutschein Business 5 %", D(5))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 iVm Art. 7 UStG 1994. "
                  "Übergang der Steuerschuld auf den Leistungsempfänger (UID BE0456.789.133).",
        iban="AT48 0238 2086 5453 6003", bic="SLHYAT2S", customer_no="",
        extra={"order": "KL-4H7Q2M9", "ordered": "08.10.2027", "shipped": "11.10.2027"}),
    # 04 — a Kaufland.de seller (FR), French: workshop tools, no-break space thousands, delivery costs (ICG)
    Invoice(
        "04-fr-outillage", "fr", "kaufland",
        Supplier("Outillage Rhône-Alpes SAS", "27 rue de la Villette", "69003", "Lyon", "FR", "FR05986857951",
                 "04 78 62 19 40", "boutique@outillage-ra.fr", "SIRET 986 857 951 00024 - RCS Lyon"),
        "FAC-27-10-0451", date(2027, 10, 19), date(2027, 11, 18), "BC 4577-6921", "45776921", D(0),
        [Line("ORA-PC16", "Perceuse à colonne 16 mm, 550 W, 12 vitesses", D(2), D("348.00"), unit="pce"),
         Line("ORA-ET150", "Étau d'établi 150 mm, fonte, base pivotante", D(4), D("62.90"), unit="pce"),
         Line("ORA-HSS25", "Coffret de forets HSS rectifiés 1 à 13 mm, 25 pièces", D(10), D("24.50"), unit="pce"),
         Line("ORA-DT125", "Disques à tronçonner inox 125 x 1 mm, boîte de 50", D(6), D("41.00"), unit="bte")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison", D("39.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par le preneur, n° TVA intracommunautaire BE0456.789.133.",
        group="\u00a0", iban="FR19 6943 5115 7942 0420 9794 320", bic="CMCIFRPP", customer_no="",
        extra={"order": "KL-7M2XR5T", "ordered": "15/10/2027", "shipped": "18/10/2027"}),
    # 05 — Loyverse POS, a Belgian DIY shop, Dutch: 21 % (V21, 604000), metres in decimals, a line discount
    Invoice(
        "05-nl-bouwmarkt", "nl", "loyverse",
        Supplier("Doe-het-zelf Van Damme BV", "Stationsstraat 112", "9900", "Eeklo", "BE", "BE1501.617.309",
                 "09 377 48 21", "winkel@vandamme-dhz.be", "RPR Gent, afd. Gent"),
        "1-1047", date(2027, 10, 21), date(2027, 11, 20), "bestelbon 45776928", "45776928", D(21),
        [Line(None, "Muurverf mat wit 10 L", D(6), D("54.95"), unit="st", discount=D(10)),
         Line(None, "Kabelgoot PVC 40 x 60 mm (per m)", D("12.5"), D("4.20"), unit="m"),
         Line(None, "Bouwlamp LED 30 W", D(3), D("28.50"), unit="st"),
         Line(None, "Afplaktape 50 mm x 50 m", D(24), D("3.95"), unit="st")],
        "604000", "V21",
        iban="BE79 3107 2063 6833", bic="BBRUBEBB", payment_ref=ogm(1047776928), customer_no="",
        extra={"time": "15:42", "cashier": "Lies", "pos": "Kassa 1", "store": "Winkel Eeklo"}),
    # 06 — orderbird, a Lörrach coffee roaster (till in the Swiss locale), German: no PO printed (ICG, 604000)
    Invoice(
        "06-de-kaffee", "de", "orderbird",
        Supplier("Röstwerk Dreiländereck GmbH", "Tumringer Straße 188", "79539", "Lörrach", "DE", "DE763154071",
                 "07621 58 90 44", "hallo@roestwerk-dreilaender.de", "Amtsgericht Freiburg HRB 721905"),
        "2027-0412", date(2027, 10, 27), date(2027, 11, 10), None, "45776935", D(0),
        [Line("1012", "Espresso Casa, Bohnen 1 kg", D(48), D("21.50"), unit="Stk"),
         Line("1020", "Filterkaffee Hausröstung, Bohnen 1 kg", D(12), D("18.90"), unit="Stk"),
         Line("3105", "Reinigungstabletten für Vollautomaten, Dose 100 Stk.", D(6), D("14.80"), unit="Stk"),
         Line("3140", "Milchkännchen Edelstahl 600 ml", D(4), D("17.50"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandpauschale", D("12.00"))],
        statement=ICG_DE, dec=".", group="'", iban="DE93 6457 7233 9581 2851 52", bic="SKLODE66", customer_no="",
        extra={"time": "10:18", "staff": "Jonas", "table": "Theke", "receipt": "B-88214"}),
    # 07 — Gastrofix, a Remich wine house, French: crémant for client gifts, written date, a loyalty discount (ICG)
    Invoice(
        "07-fr-cremant", "fr", "gastrofix",
        Supplier("Caves Remich-Moselle S.à r.l.", "12, route du Vin", "L-5532", "Remich", "LU", "LU86468752",
                 "+352 23 69 84 1", "caves@remich-moselle.lu", "RCS Luxembourg B231406"),
        "R-000318", date(2027, 11, 2), date(2027, 12, 2), "Bon de commande n° 4577/6942", "45776942", D(0),
        [Line("CR-BR-75", "Crémant de Luxembourg brut, 75 cl", D(120), D("11.80"), unit="bt"),
         Line("PG-26-75", "Pinot gris Moselle luxembourgeoise 2026, 75 cl", D(60), D("9.40"), unit="bt"),
         Line("CF-2B", "Coffret cadeau carton pour 2 bouteilles, avec carte de vœux imprimée au nom du client",
              D(40), D("8.50"), unit="pce")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Remise fidélité 5 %", D(5))],
        statement="Livraison intracommunautaire exonérée (article 43, paragraphe 1er, point d) de la loi TVA ; "
                  "article 138 de la directive 2006/112/CE). Autoliquidation par l'acquéreur, TVA BE0456.789.133.",
        iban="LU02 8618 0706 6047 6612", bic="BCEELULL", customer_no="",
        extra={"date_style": "long", "time": "16:05", "staff": "Mireille", "table": "Vente à emporter",
               "receipt": "B 4471"}),
    # 08 — Trivec, a Gent caterer, Dutch: staff party catering at the Belgian 12 % (V12, 602000), hours in decimals
    Invoice(
        "08-nl-catering", "nl", "trivec",
        Supplier("Traiteur Het Sluisken BV", "Dok-Noord 7", "9000", "Gent", "BE", "BE1183.780.377",
                 "09 225 61 73", "boekhouding@hetsluisken.be", "RPR Gent, afd. Gent"),
        "F2027-0588", date(2027, 11, 16), date(2027, 12, 16), "TB/45776949", "45776949", D(12),
        [Line(None, "Walking dinner personeelsfeest 12/11/2027, vijf gangen, inclusief aperitiefhapjes en "
                    "dessertbuffet", D(85), D("38.00"), unit="pers."),
         Line(None, "Bediening (4 personen)", D("14.5"), D("42.00"), unit="uur"),
         Line(None, "Servies, bestek en glaswerk", D(1), D("180.00"), unit="forfait")],
        "602000", "V12",
        iban="BE82 3632 6922 6368", bic="BBRUBEBB", payment_ref=ogm(588776949), customer_no="2041",
        extra={"event": "Personeelsfeest Technibouw, 12/11/2027", "staff": "Wouter", "terms": "30 dagen"}),
    # 09 — Trivec, an Eindhoven event-rental firm, English: equipment hire and bar staff (ICS, 610000), delivery
    Invoice(
        "09-en-eventhire", "en", "trivec",
        Supplier("Evenementenverhuur Brabant B.V.", "Hurksestraat 19", "5652 AH", "Eindhoven", "NL",
                 "NL392562509B02", "+31 40 251 88 60", "invoices@ev-brabant.nl", "KvK 63017724"),
        "EVB-27-1183", date(2027, 11, 18), date(2027, 12, 2), "PO no. 4577 6956", "45776956", D(0),
        [Line(None, "Mobile bar unit 3 m with built-in cooling, hire 12-13/11/2027", D(2), D("285.00"), unit="pcs"),
         Line(None, "Cocktail table with stretch cover", D(16), D("12.50"), unit="pcs"),
         Line(None, "Professional coffee machine, per day", D(3), D("95.00"), unit="day"),
         Line(None, "Bar staff", D("15.5"), D("48.00"), unit="hrs")],
        "610000", "ICS", reverse_charge=True, adjustments=[("Delivery and collection", D("120.00"))],
        statement="Reverse charge: VAT to be accounted for by the recipient under Art. 44 and 196 Directive "
                  "2006/112/EC (customer VAT no. BE0456.789.133).",
        dec=".", group=",", iban="NL46 INGB 3950 6501 12", bic="INGBNL2A", customer_no="C-3307",
        extra={"event": "Opening Technibouw Gent, 12/11/2027", "staff": "Sanne", "terms": "14 days"}),
    # 10 — Clyo Systems, a Mons workwear shop, French: 21 % (V21, 604000), a line discount, a marking fee
    Invoice(
        "10-fr-vetements", "fr", "clyo",
        Supplier("Vêtements de Travail Hainaut SRL", "Avenue du Gouverneur Cornez 48", "7000", "Mons", "BE",
                 "BE1315.454.315", "065 84 22 17", "info@vth-mons.be", "RPM Hainaut, division Mons"),
        "2027/000734", date(2027, 11, 24), date(2027, 12, 24), "45776963", "45776963", D(21),
        [Line("CHA-S3-41", "Chaussures de sécurité S3 montantes, embout composite", D(12), D("84.00"), unit="paire",
              discount=D(10)),
         Line("VST-HV-XL", "Veste haute visibilité classe 3, doublée, polaire amovible, jaune/marine", D(20),
              D("56.50"), unit="pce"),
         Line("PAN-WRK-48", "Pantalon de travail multipoches, genouillères", D(20), D("39.90"), unit="pce"),
         Line("GNT-NIT-9", "Gants enduits nitrile, taille 9", D(120), D("3.15"), unit="paire")],
        "604000", "V21", adjustments=[("Frais de marquage logo", D("60.00"))],
        iban="BE52 0688 5412 2009", bic="GKCCBEBB", payment_ref=ogm(734776963), customer_no="CL-01188",
        extra={"seller": "Nathalie", "shop": "Magasin de Mons"}),
    # 11 — Clyo Systems, a Deinze garden centre, Dutch: plants at the Belgian 6 % (V06), written date, a discount
    Invoice(
        "11-nl-tuincentrum", "nl", "clyo",
        Supplier("Tuincentrum Groenhof BV", "Kortrijkseweg 230", "9800", "Deinze", "BE", "BE0244.521.954",
                 "09 386 90 12", "info@tuincentrum-groenhof.be", "RPR Gent, afd. Gent"),
        "2027/001391", date(2027, 11, 29), date(2027, 12, 29), "PO#45776970", "45776970", D(6),
        [Line("5411873020418", "Haagbeuk (Carpinus betulus) 100-125 cm, kluit", D(180), D("5.60"), unit="st"),
         Line("5411873031117", "Taxus baccata 60-80 cm, pot C10", D(40), D("14.90"), unit="st"),
         Line("5411873044872", "Ilex crenata 'Dark Green' 30-40 cm, pot C3", D(60), D("7.25"), unit="st"),
         Line("5411873052129", "Lavendel (Lavandula angustifolia 'Hidcote'), pot P11", D(96), D("2.95"),
              unit="st")],
        "604000", "V06", adjustments=[("Korting 5 %", D(5))],
        iban="BE53 0687 8277 3253", bic="GKCCBEBB", payment_ref=ogm(1391776970), customer_no="KL-00427",
        extra={"seller": "Bram", "shop": "Tuincentrum Deinze", "date_style": "long"}),
    # 12 — Loyverse POS, a Dublin electrical wholesaler, English: US-style written date, the SKU under the name (ICG)
    Invoice(
        "12-en-electrical", "en", "loyverse",
        Supplier("Liffey Electrical Supplies Ltd", "Unit 4, Greenogue Business Park", "D24 KX57", "Rathcoole, Dublin",
                 "IE", "IE6577910O", "+353 1 458 20 17", "orders@liffey-electrical.ie", "CRO 701358"),
        "3-2291", date(2027, 12, 2), date(2028, 1, 1), "PO 4577-6977", "45776977", D(0),
        [Line("LES-PNL-6040", "LED panel 600 x 600 mm, 40 W, 4000 K", D(30), D("27.50"), unit="pcs"),
         Line("LES-EXIT-3H", "Emergency exit sign, maintained, 3 h", D(8), D("46.00"), unit="pcs", discount=D(5)),
         Line("LES-H07-3G25", "Rubber cable H07RN-F 3G2.5, per metre", D("75.5"), D("3.10"), unit="m"),
         Line("LES-JB-IP66", "Junction box IP66 with 5 glands", D(20), D("6.40"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Delivery to Belgium", D("55.00"))],
        statement="Intra-Community supply, zero rated (section 46 VAT Consolidation Act 2010; Art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT to be accounted for by the customer, BE0456.789.133.",
        dec=".", group=",", iban="IE72 BOFI 6526 2253 2347 87", bic="BOFIIE2D", customer_no="",
        extra={"time": "11:05 AM", "cashier": "Aoife", "pos": "POS 3", "store": "Greenogue trade counter",
               "date_style": "%b %d, %Y"}),
]
