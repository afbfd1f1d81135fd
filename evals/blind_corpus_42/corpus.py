"""The twelve invoices of the forty-second blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (NL, BE, FR), in nl, fr, de and en, each drawn
by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software: AccountView,
Bouwsoft, Eenvoudig Factureren, Boekhoudgemak, Visma.net, Tolteck and Davilex. PO numbers are the ERP's 4577xxxx
(from 45773500 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers
and IBANs come from invoice_env/world/identifiers.py's generators on random.Random(20271232), VAT then IBAN for each
supplier in order, so their check digits are valid."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — AccountView, a Tilburg fastener wholesaler: intra-EU goods (ICG), line discounts, freight, VAT code column
    Invoice(
        "01-nl-bevestiging", "nl", "accountview",
        Supplier("Brabantse Bevestigingstechniek B.V.", "Ringbaan-Oost 248", "5013 CD", "Tilburg", "NL",
                 "NL024893766B01", "013 544 82 10", "debiteuren@brabant-bevestiging.nl", "KvK 18047735"),
        "27004581", date(2027, 11, 2), date(2027, 12, 2), "45773500", "45773500", D(0),
        [Line("BT-M10X40-88", "Zeskantbout DIN 933 M10 x 40 mm, 8.8 verzinkt, doos à 100 stuks", D(30), D("14.85"),
              unit="ds", discount=D(5)),
         Line("BT-M12X60-88", "Zeskantbout DIN 933 M12 x 60 mm, 8.8 verzinkt, doos à 50 stuks", D(24), D("21.40"),
              unit="ds", discount=D(5)),
         Line("MR-M10-8", "Zeskantmoer DIN 934 M10, klasse 8, verzinkt, doos à 200 stuks", D(20), D("9.60"),
              unit="ds"),
         Line("KA-ANK-M12", "Keilbout / betonanker M12 x 110 mm met ring en moer, RVS A4, geschikt voor gescheurd "
                            "beton (ETA optie 1)", D(400), D("1.28"), unit="st"),
         Line("CHEM-410", "Chemisch anker injectiemortel 410 ml, styreenvrij", D(36), D("17.90"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("35.00"))],
        statement="Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw verlegd naar de afnemer, btw-nummer BE0456.789.133.",
        iban="NL79 RABO 5430 8698 44", bic="RABONL2U", customer_no="20417",
        extra={"terms": "30 dagen netto", "vatcode": "ICP", "vatname": "Intracommunautaire levering",
               "ours": "VO-27-11206"}),
    # 02 — Bouwsoft, an Aalst refrigeration installer: works on the Gent cold room, Belgian cocontractant (VRC)
    Invoice(
        "02-nl-koeltechniek", "nl", "bouwsoft",
        Supplier("Koeltechniek Denderstreek BV", "Industrielaan 27", "9320", "Erembodegem", "BE", "BE0379.458.753",
                 "053 78 41 90", "boekhouding@koeltechniek-denderstreek.be", "RPR Gent, afd. Dendermonde"),
        "VF27-00412", date(2027, 11, 4), date(2027, 12, 4), "Bestelbon 45773507", "45773507", D(0),
        [Line(None, "Leveren en plaatsen verdamper 8,5 kW in bestaande koelcel, inclusief ophangbeugels en "
                    "condensafvoer met verwarmingslint", D(1), D("3840.00"), unit="st"),
         Line(None, "Vervangen koelleidingen koper 22/12 mm, geïsoleerd, tussen condensor op dak en koelcel", D(24),
              D("38.50"), unit="m"),
         Line(None, "Vacumeren, lektest en bijvullen koudemiddel R449A", D(12), D("62.00"), unit="kg"),
         Line(None, "Arbeidsuren koeltechnicus", D(16), D("58.00"), unit="u"),
         Line(None, "Verplaatsingskosten", D(2), D("45.00"), unit="vpl")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlegging van heffing. Bij gebrek aan schriftelijke betwisting binnen een termijn van één maand "
                  "na de ontvangst van de factuur, wordt de klant geacht te erkennen dat hij een belastingplichtige "
                  "is gehouden tot de indiening van periodieke aangiften. Indien die voorwaarde niet vervuld is, is "
                  "de klant ten aanzien van die voorwaarde aansprakelijk voor de betaling van de verschuldigde "
                  "belasting, interesten en geldboeten.",
        iban="BE29 0010 3944 8764", bic="GEBABEBB", payment_ref=ogm(2700412507), customer_no="K0318",
        extra={"site": "Technibouw Distributie - koelcel magazijn, Industrieweg 14, 9000 Gent",
               "subject": "Vervangen verdamper koelcel", "terms": "30 dagen na factuurdatum",
               "vatnote": "Btw verlegd - medecontractant"}),
    # 03 — Bouwsoft in French, a Namur fire-protection firm: extinguisher maintenance, Belgian VAT 21 % (V21)
    Invoice(
        "03-fr-incendie", "fr", "bouwsoft",
        Supplier("Protection Incendie Mosane SRL", "Chaussée de Marche 612", "5101", "Erpent", "BE",
                 "BE0376.566.272", "081 30 47 85", "comptabilite@pi-mosane.be", "RPM Liège, division Namur"),
        "VF27-01186", date(2027, 11, 8), date(2027, 12, 8), "BC-45773514", "45773514", D(21),
        [Line("ENT-EXT", "Entretien annuel extincteurs portatifs selon NBN S 21-050, contrôle, plombage et "
                         "étiquetage", D(38), D("9.80"), unit="pc"),
         Line("EXT-P6-ABC", "Extincteur à poudre ABC 6 kg, y compris support mural (remplacement des appareils "
                            "hors service)", D(6), D("74.00"), unit="pc"),
         Line("EXT-CO2-5", "Extincteur CO2 5 kg", D(2), D("128.00"), unit="pc"),
         Line("RIA-CTRL", "Contrôle dévidoirs muraux (RIA) avec mesure de pression", D(8), D("22.50"), unit="pc"),
         Line("DEPL", "Déplacement", D(1), D("55.00"), unit="forf.")],
        "611000", "V21",
        iban="BE71 0682 5861 5969", bic="GKCCBEBB", payment_ref=ogm(2701186514), customer_no="C2207",
        extra={"site": "Technibouw Distributie - entrepôt, Industrieweg 14, 9000 Gand",
               "subject": "Entretien annuel des moyens d'extinction", "terms": "30 jours date de facture"}),
    # 04 — Eenvoudig Factureren in German, an Eupen printer: Belgian VAT 21 % (V21, 614000), a written date
    Invoice(
        "04-de-druckerei", "de", "eenvoudig",
        Supplier("Druckerei Göhltal GmbH", "Industriestraße 31", "4700", "Eupen", "BE", "BE1199.451.124",
                 "087 59 12 44", "rechnung@druckerei-goehltal.be", "RJP Eupen"),
        "2027-0231", date(2027, 11, 10), date(2027, 11, 24), "Bestellung 4577-3521", "45773521", D(21),
        [Line(None, "Produktkatalog 2028, 48 Seiten A4, 4/4-farbig, Umschlag 300 g/m² mit Cellophanierung matt, "
                    "Inhalt 135 g/m² Bilderdruck, Rückendrahtheftung", D(1500), D("3.42"), unit="Stk."),
         Line(None, "Preislisten A4, 4 Seiten gefalzt, 170 g/m²", D(2500), D("0.38"), unit="Stk."),
         Line(None, "Gestaltung und Satz Katalog, Korrekturläufe inklusive", D(18), D("65.00"), unit="Std."),
         Line(None, "Lieferung frei Haus Gent", D(1), D("85.00"), unit="pauschal")],
        "614000", "V21",
        iban="BE37 1031 6755 3828", bic="NICABEBB", payment_ref=ogm(2702313521), customer_no="",
        extra={"date_style": "long", "terms": "14 Tagen"}),
    # 05 — Eenvoudig Factureren in English, a Utrecht translation agency: services reverse charged (ICS), 3-decimal price
    Invoice(
        "05-en-translation", "en", "eenvoudig",
        Supplier("Domstad Technical Translations B.V.", "Oudegracht 211", "3511 NH", "Utrecht", "NL",
                 "NL531163544B02", "+31 30 231 44 08", "invoices@domstad-translations.nl", "CoC 30218847"),
        "2027-588", date(2027, 11, 12), date(2027, 12, 12), "PO 45773528", "45773528", D(0),
        [Line(None, "Translation EN > NL of operating manual 'Pallet racking inspection' (source text 8,420 words)",
              D(8420), D("0.115"), unit="words", price_places=3),
         Line(None, "Translation EN > FR of the same manual", D(8420), D("0.125"), unit="words", price_places=3),
         Line(None, "DTP / layout of both translated manuals in the customer's template", D(14), D("48.00"),
              unit="hours"),
         Line(None, "Terminology list and translation memory update", D(1), D("95.00"), unit="")],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged: services taxable in the country of the recipient (Art. 44 and 196 Directive "
                  "2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban="NL36 RABO 2086 1699 68", bic="RABONL2U", customer_no="",
        extra={"date_style": "long", "terms": "30 days"}),
    # 06 — Boekhoudgemak, a Venlo packaging wholesaler: intra-EU goods (ICG), no PO printed, an order discount
    Invoice(
        "06-nl-verpakking", "nl", "boekhoudgemak",
        Supplier("Verpakkingsgroothandel Noord-Limburg B.V.", "Celsiusweg 18", "5928 PR", "Venlo", "NL",
                 "NL677509996B01", "077 382 60 14", "administratie@vgnl.nl", "KvK 12068439"),
        "2710344", date(2027, 11, 16), date(2027, 12, 16), None, "45773535", D(0),
        [Line("STR-23-17", "Stretchfolie handrol 23 my, 500 mm x 300 m, transparant", D(96), D("7.85"), unit="rol"),
         Line("PAL-HOES-120", "Palletafdekhoezen LDPE 1200 x 800 x 1500 mm, 50 my, op rol à 100 stuks", D(8),
              D("64.50"), unit="rol"),
         Line("OMS-PP-12", "Omsnoeringsband PP 12 x 0,55 mm, lengte 3000 m, kern 200 mm", D(20), D("24.90"),
              unit="rol"),
         Line("HKB-40-30", "Hoekbeschermers karton 40 x 40 x 3 mm, lengte 1000 mm", D(600), D("0.42"), unit="st")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Orderkorting 2 %", D(2))],
        statement="Btw verlegd - intracommunautaire levering (art. 138 Btw-richtlijn 2006/112/EG). Btw-nummer "
                  "afnemer: BE0456.789.133.",
        iban="NL81 SNSB 6795 8741 84", bic="SNSBNL2A", customer_no="10388",
        extra={"terms": "30 dagen", "packslip": "PB-27-5521"}),
    # 07 — Boekhoudgemak, a Breda weighing-equipment service: services reverse charged (ICS, 611000), hours 7,5
    Invoice(
        "07-nl-weegtechniek", "nl", "boekhoudgemak",
        Supplier("Weegtechniek West-Brabant B.V.", "Minervum 7061", "4817 ZK", "Breda", "NL", "NL981932198B01",
                 "076 587 33 20", "info@weegtechniek-wb.nl", "KvK 20117586"),
        "2711207", date(2027, 11, 18), date(2027, 12, 18), "PO45773542", "45773542", D(0),
        [Line("KAL-WB-60", "Periodieke kalibratie weegbrug 60 t met kalibratiecertificaat volgens NEN-EN 45501",
              D(1), D("890.00"), unit="st"),
         Line("KAL-PW-3000", "Kalibratie palletweger 3000 kg, incl. testgewichten", D(4), D("165.00"), unit="st"),
         Line("LC-C3-30T", "Vervangen loadcell C3 30 t, incl. aansluitkabel", D(2), D("615.00"), unit="st"),
         Line("ARB-MONT", "Arbeidsloon servicemonteur", D("7.5"), D("72.00"), unit="uur"),
         Line("REIS", "Reiskosten Breda - Gent v.v.", D(1), D("120.00"), unit="st")],
        "611000", "ICS", reverse_charge=True,
        statement="Btw verlegd (art. 44 en 196 Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban="NL71 SNSB 4968 6319 17", bic="SNSBNL2A", customer_no="10412",
        extra={"terms": "30 dagen", "packslip": "WB-27-0871"}),
    # 08 — Visma.net, the Belgian subsidiary of a Dutch intralogistics group: Belgian VAT 21 % (V21), ISO dates
    Invoice(
        "08-en-forklift", "en", "vismanet",
        Supplier("Lowlands Intralogistics Belgium BV", "Metropoolstraat 21", "2900", "Schoten", "BE",
                 "BE0308.952.027", "+32 3 680 44 70", "accounts.be@lowlands-intralogistics.eu", "RPR Antwerpen"),
        "027418", date(2027, 11, 22), date(2027, 12, 22), "45773549", "45773549", D(21),
        [Line("FK-2140-77", "Drive wheel Vulkollan 254 x 102 mm for reach truck", D(2), D("286.00"), unit="pcs",
              discount=D(10)),
         Line("FK-8812-03", "Lift chain LH 1266, per metre", D(6), D("54.20"), unit="m"),
         Line("FK-5520-19", "Hydraulic filter element, return line", D(4), D("38.75"), unit="pcs", discount=D(10)),
         Line("SRV-PM-250", "Planned maintenance 250 h, reach truck, including inspection report and test run", D(3),
              D("185.00"), unit="pcs"),
         Line("SRV-LAB", "Service technician labour", D("5.5"), D("79.00"), unit="h")],
        "611000", "V21",
        dec=".", group=",", iban="BE55 1039 4411 8044", bic="NICABEBB", payment_ref=ogm(2702741845),
        customer_no="C001274",
        extra={"date_style": "%Y-%m-%d", "terms": "30 days net", "ours": "SO-027733", "contact": "J. De Smet"}),
    # 09 — Visma.net, a Nijkerk pallet maker: intra-EU goods (ICG), freight before the net total, ISO dates
    Invoice(
        "09-en-pallets", "en", "vismanet",
        Supplier("Veluwe Pallet Systems B.V.", "Watergoorweg 71", "3861 MA", "Nijkerk", "NL", "NL029711344B02",
                 "+31 33 246 18 50", "finance@veluwepallets.nl", "CoC 08163375"),
        "271655", date(2027, 11, 25), date(2027, 12, 25), "4577-3556", "45773556", D(0),
        [Line("EPAL-1-N", "EPAL 1 euro pallet 1200 x 800 mm, new, heat treated (ISPM 15)", D(300), D("11.95"),
              unit="pcs"),
         Line("BLK-1210-L", "Block pallet 1200 x 1000 mm, light, 4-way entry", D(120), D("9.40"), unit="pcs"),
         Line("OPZ-1208-H", "Pallet collar 1200 x 800 mm, height 200 mm, galvanised hinges", D(160), D("6.15"),
              unit="pcs"),
         Line("DKS-1208", "Pallet lid, wood, 1200 x 800 mm", D(80), D("5.30"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Freight", D("140.00"))],
        statement="Intra-Community supply of goods, VAT exempt (Art. 138 Directive 2006/112/EC). VAT reverse charged "
                  "to the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL85 INGB 7348 8281 00", bic="INGBNL2A", customer_no="10733",
        extra={"date_style": "%Y-%m-%d", "terms": "30 days net", "ours": "SO-271190", "contact": "Purchasing"}),
    # 10 — Tolteck, a Roubaix metalwork artisan: railings and a stair fitted at the Gent warehouse (ICS, 611000)
    Invoice(
        "10-fr-metallerie", "fr", "tolteck",
        Supplier("Atelier Métallerie du Ferrain SARL", "27 rue de l'Épeule", "59100", "Roubaix", "FR",
                 "FR17929785483", "03 20 26 71 84", "contact@metallerie-ferrain.fr",
                 "SIRET 929 785 483 00017 – RCS Lille Métropole"),
        "F-2027-087", date(2027, 11, 29), date(2027, 12, 29), "4577 3563", "45773563", D(0),
        [Line(None, "Fourniture et pose de garde-corps acier galvanisé h. 1100 mm, lisse, sous-lisse et plinthe, "
                    "fixation sur mezzanine existante", D(42), D("168.00"), unit="ml"),
         Line(None, "Portillon autofermant pour garde-corps, largeur 800 mm", D(2), D("420.00"), unit="u"),
         Line(None, "Escalier droit acier galvanisé 14 marches caillebotis, largeur 1000 mm, avec deux mains "
                    "courantes", D(1), D("3950.00"), unit="ens"),
         Line(None, "Déplacement et hébergement de l'équipe de pose (2 compagnons, 3 jours)", D(1), D("780.00"),
              unit="forfait")],
        "611000", "ICS", reverse_charge=True,
        statement="Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE). "
                  "N° TVA intracommunautaire du client : BE0456.789.133.",
        group="\u00a0", iban="FR74 9272 4833 5208 4029 3288 598", bic="CCBPFRPPLIL", customer_no="CLI-0142",
        extra={"subject": "Garde-corps et escalier mezzanine – entrepôt de Gand", "terms": "30 jours"}),
    # 11 — Davilex in French, a Brussels caterer: staff reception, Belgian 12 % on catering (V12, 602000)
    Invoice(
        "11-fr-traiteur", "fr", "davilex",
        Supplier("Traiteur Les Trois Fontaines SRL", "Chaussée de Wavre 1245", "1160", "Auderghem", "BE",
                 "BE1103.524.854", "02 660 18 37", "facturation@troisfontaines-traiteur.be", "RPM Bruxelles"),
        "270733", date(2027, 12, 2), date(2027, 12, 17), "commande 45773570", "45773570", D(12),
        [Line("WD-PREM", "Walking dinner « Premium » 7 services, par personne", D(85), D("38.50"), unit="pers."),
         Line("DES-BUF", "Buffet de desserts, par personne", D(85), D("7.90"), unit="pers."),
         Line("PERS-SRV", "Personnel de service (4 serveurs), réception du personnel du 26/11/2027 à Gand", D(22),
              D("34.00"), unit="h"),
         Line("MAT-VAIS", "Mise à disposition vaisselle, verrerie et nappage", D(1), D("245.00"), unit="forf.")],
        "602000", "V12",
        iban="BE47 3630 7673 1080", bic="BBRUBEBB", payment_ref=ogm(2707333570), customer_no="1187",
        extra={"terms": "15 jours"}),
    # 12 — AccountView in German, an Eupen coffee roaster: canteen supplies at the Belgian 6 % (V06)
    Invoice(
        "12-de-kaffee", "de", "accountview",
        Supplier("Kaffeerösterei Weserland GmbH", "Herbesthaler Straße 47", "4700", "Eupen", "BE", "BE1271.484.908",
                 "087 55 31 26", "buchhaltung@weserland-kaffee.be", "RJP Eupen"),
        "27100312", date(2027, 12, 14), date(2028, 1, 13), "Bestellung 45773577", "45773577", D(6),
        [Line("KB-ESP-1000", "Espressobohnen Hausmischung, 1 kg Beutel", D(48), D("16.90"), unit="Btl"),
         Line("KB-CRE-1000", "Kaffeebohnen Crema, 1 kg Beutel", D(36), D("15.20"), unit="Btl"),
         Line("TE-BIO-100", "Bio-Teeauswahl, sortiert, Karton à 100 Beutel", D(12), D("11.40"), unit="Kt"),
         Line("ZU-STK-1000", "Zuckersticks 4 g, Karton à 1000 Stück", D(6), D("13.75"), unit="Kt"),
         Line("MI-POR-240", "Kaffeesahne-Portionen 7,5 g, Karton à 240 Stück, gekühlt zu lagern", D(10), D("14.60"),
              unit="Kt")],
        "604000", "V06",
        iban="BE78 3105 8228 1386", bic="BBRUBEBB", payment_ref=ogm(2710031277), customer_no="30122",
        extra={"terms": "30 Tage netto", "vatcode": "2", "vatname": "MwSt. 6 %", "ours": "AB-27-4470"}),
]
