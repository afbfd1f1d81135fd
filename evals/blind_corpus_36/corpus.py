"""The twelve invoices of the thirty-sixth blind corpus (issue 38, item 8), written before the reader is next judged,
by a helper that had not read the reader. Twelve suppliers (BE, IT, ES, PT) in nl, fr, de and en, each drawn by a
writer (draw.py) that imitates the ordinary printed layout of one family of Italian, Spanish or Portuguese
invoicing software: Fatture in Cloud, Danea Easyfatt, Quipu, Contasimple, Moloni, PHC and Primavera. PO numbers
are the ERP's 4577xxxx (45772900 by steps of 7); each invoice prints them in the supplier's own form (one prints
none). VAT numbers and IBANs: ids.py (random.Random(20271226), VAT then IBAN per supplier, in this order)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — Primavera, the Antwerp branch of a Portuguese steel trader: Belgian VAT 21 % (V21), line discounts
    Invoice(
        "01-nl-staal", "nl", "primavera",
        Supplier("Lusometal Benelux NV", "Scheldelaan 410", "2040", "Antwerpen", "BE", "BE0608.505.447",
                 "03 568 21 40", "facturatie@lusometal.be", "RPR Antwerpen, afd. Antwerpen"),
        "FA 2027/1187", date(2027, 11, 22), date(2027, 12, 22), "PO 45772900", "45772900", D(21),
        [Line("HEA160-S235-12", "Balk HEA 160 S235JR, lengte 12 m", D(8), D("612.00"), unit="st"),
         Line("NET-150-8", "Wapeningsnet 150 x 150 x 8 mm, 5,00 x 2,15 m, BE500S, gelast", D(120), D("38.60"),
              unit="st", discount=D(5)),
         Line("UPE120-6G", "U-profiel UPE 120 S235JR, lengte 6 m, gestraald en in de grondverf gezet", D(24),
              D("96.40"), unit="st"),
         Line("PL10-1530", "Plaat S235JR 10 mm, 1500 x 3000 mm, warmgewalst", D(6), D("348.00"), unit="st"),
         Line("BT-M16-60", "Zeskantbout M16 x 60 mm 8.8 thermisch verzinkt, met moer en sluitring, doos à 50 stuks",
              D(14), D("42.80"), unit="ds", discount=D(5))],
        "604000", "V21",
        iban="BE98 3101 5349 3593", bic="BBRUBEBB", payment_ref=ogm(2711870900), customer_no="C0000412",
        extra={"terms": "30 dagen", "ship": "GR 2027/2231"}),
    # 02 — Moloni in French, a Portuguese cork maker: intra-EU goods (ICG), ATCUD and QR code, a line discount
    Invoice(
        "02-fr-liege", "fr", "moloni",
        Supplier("Isolcortiça - Aglomerados de Cortiça, Lda.", "Rua da Indústria Corticeira, 212", "4535-118",
                 "Lourosa", "PT", "PT596950292", "+351 256 910 482", "faturacao@isolcortica.pt",
                 "Capital social 50.000 EUR - C.R.C. Santa Maria da Feira"),
        "FT 2027/318", date(2027, 11, 24), date(2027, 12, 24), "Cde 45772907", "45772907", D(0),
        [Line("ICB-040", "Panneau de liège expansé (ICB) 1000 x 500 x 40 mm, densité 110 kg/m³", D(420),
              D("14.80"), unit="m²"),
         Line("ICB-080", "Panneau de liège expansé (ICB) 1000 x 500 x 80 mm", D(260), D("28.90"), unit="m²"),
         Line("GRA-RG-35", "Granulé de liège régranulé 3-5 mm, sac de 150 l, pour chapes légères et remplissage",
              D(90), D("11.40"), unit="sac", discount=D(10)),
         Line("SC-ROL-2", "Sous-couche acoustique en liège, rouleau 10 m² x 2 mm", D(64), D("36.50"), unit="rl")],
        "604000", "ICG", reverse_charge=True,
        statement="M16 - Isento artigo 14.º do RITI : livraison intracommunautaire exonérée, autoliquidation par "
                  "l'acquéreur (art. 138 directive 2006/112/CE).",
        iban="PT50 0035 1554 5499 5915 6560 7", bic="CGDIPTPL", customer_no="137",
        extra={"terms": "30 jours", "atcud": "JJ7K9M2P-318", "cert": "2871/AT", "hash": "Xk4q"}),
    # 03 — Fatture in Cloud in English, a Fiorano Modenese tile maker: intra-EU goods (ICG), a freight line
    Invoice(
        "03-en-tiles", "en", "fic",
        Supplier("Ceramiche Val Tiepido S.r.l.", "Via Ghiarola Nuova 112", "41042", "Fiorano Modenese (MO)", "IT",
                 "IT53678580811", "+39 0536 830 417", "amministrazione@valtiepido.it", "REA MO-391528"),
        "218/E", date(2027, 11, 25), date(2027, 12, 31), "45772914", "45772914", D(0),
        [Line("VT-G6060-AN", "Porcelain stoneware floor tile 60 x 60 cm, rectified, anthracite, R10, 1st choice",
              D(384), D("17.60"), unit="sqm"),
         Line("VT-G3060-GR", "Porcelain stoneware wall tile 30 x 60 cm, matt grey", D(216), D("15.20"), unit="sqm"),
         Line("VT-BAT-860", "Skirting 8 x 60 cm, anthracite, matching the floor tile", D(180), D("3.90"),
              unit="pcs"),
         Line(None, "Transport Fiorano Modenese - Gent, full truck load", D(1), D("650.00"), unit="")],
        "604000", "ICG", reverse_charge=True,
        statement="Non-taxable intra-Community supply of goods, art. 41 D.L. 331/1993 - reverse charge: VAT to be "
                  "accounted for by the purchaser.",
        iban="IT47 G053 8722 6780 0803 9556 626", bic="BPMOIT22XXX",
        extra={"terms": "Bank transfer", "po_date": "15/11/2027"}),
    # 04 — Danea Easyfatt in German, a Bolzano timber merchant: intra-EU goods (ICG), references as table rows, freight
    Invoice(
        "04-de-holz", "de", "danea",
        Supplier("Lärchenholz Sarntal GmbH", "Schlachthofstraße 48", "39100", "Bozen (BZ)", "IT", "IT33736300113",
                 "+39 0471 053 218", "buchhaltung@laerchenholz-sarntal.it", "Handelsregister Bozen BZ-218734"),
        "587/2027", date(2027, 11, 26), date(2027, 12, 26), "45772921", "45772921", D(0),
        [Line("LA-TD-27145", "Lärche sibirisch Terrassendiele 27 x 145 mm, glatt/geriffelt, Länge 4,00 m",
              D("186.5"), D("58.40"), unit="m²"),
         Line("LA-UK-4570", "Unterkonstruktion Lärche 45 x 70 mm, kammergetrocknet", D(420), D("4.85"),
              unit="lfm"),
         Line("ED-SCH-550", "Edelstahl-Terrassenschrauben A2 5,0 x 50 mm, Torx, Karton zu 500 Stück", D(24),
              D("46.90"), unit="Ktn"),
         Line("ST-FUSS-40", "Stellfüße verstellbar 40-60 mm", D(300), D("2.35"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("385.00"))], qty_places=2,
        statement="Nicht steuerbare innergemeinschaftliche Lieferung gemäß Art. 41 GvD 331/1993 - Steuerschuldnerschaft "
                  "des Leistungsempfängers.",
        iban="IT16 H060 4511 9234 7089 5721 267", bic="CRBZIT2BXXX", customer_no="000318",
        extra={"po_label": "Ihre Bestellung Nr. {po} vom {date}", "ddt": "Lieferschein Nr. 1204 vom 24.11.2027",
               "terms": "Banküberweisung 30 Tage ab Rechnungsdatum"}),
    # 05 — Danea Easyfatt in Dutch, a Lumezzane valve maker: intra-EU goods (ICG), cascade discounts, no PO printed
    Invoice(
        "05-nl-kranen", "nl", "danea",
        Supplier("Rubinetterie Valgobbia S.r.l.", "Via Montesuello 218", "25065", "Lumezzane (BS)", "IT",
                 "IT81424930485", "+39 030 892 4410", "export@valgobbia.it", "REA BS-482217"),
        "1392", date(2027, 12, 1), date(2028, 1, 31), None, "45772928", D(0),
        [Line("VS3P-034", "Kogelkraan messing vernikkeld 3-delig, 3/4\" binnendraad, PN 40", D(240), D("12.00"),
              unit="st", discount=D("14.5"), discount_text="10+5"),
         Line("VS3P-100", "Kogelkraan messing vernikkeld 3-delig, 1\" binnendraad, PN 40", D(160), D("18.00"),
              unit="st", discount=D("14.5"), discount_text="10+5"),
         Line("VRT-015H", "Thermostatische radiatorkraan 1/2\" haaks, met voelerhoofd", D(300), D("14.00"), unit="st",
              discount=D(10), discount_text="10"),
         Line("VCR-114", "Terugslagklep veerbelast messing 1 1/4\"", D(48), D("26.00"), unit="st", discount=D(10),
              discount_text="10"),
         Line("COL-4X-M", "Verdeler messing met 4 uitgangen, afsluiters en flowmeters, voor vloerverwarming", D(36),
              D("64.00"), unit="st", discount=D("14.5"), discount_text="10+5")],
        "604000", "ICG", reverse_charge=True, qty_places=2,
        statement="Niet-belastbare intracommunautaire levering, art. 41 D.L. 331/1993 - btw verlegd naar de afnemer.",
        iban="IT64 I031 1130 5612 2636 4718 682", bic="BLOPIT22", customer_no="002207",
        extra={"ddt": "Leverbon nr. 2218 van 29/11/2027", "terms": "Bankoverschrijving 60 dagen einde maand"}),
    # 06 — Fatture in Cloud in French, a Schio machine builder: a technician's visit, services reverse charged (ICS)
    Invoice(
        "06-fr-maintenance", "fr", "fic",
        Supplier("Officine Meccaniche Astico S.r.l.", "Via dell'Industria 41", "36015", "Schio (VI)", "IT",
                 "IT88089580307", "+39 0445 576 300", "amministrazione@omastico.it", "REA VI-287164"),
        "96/27", date(2027, 11, 29), date(2027, 12, 29), "BC 4577 2935", "45772935", D(0),
        [Line(None, "Intervention technique sur palettiseur PL-2000 : remplacement des courroies de transfert, "
                    "réglage des capteurs et du bras de préhension, du 22/11/2027 au 24/11/2027", D("22.5"),
              D("68.00"), unit="h"),
         Line(None, "Indemnité journalière du technicien en déplacement", D(3), D("180.00"), unit="jour"),
         Line(None, "Frais de voyage Schio - Gand aller-retour", D(1), D("740.00"), unit="forfait"),
         Line(None, "Mise à jour du programme de l'automate et essais de fonctionnement", D(4), D("92.00"), unit="h")],
        "611000", "ICS", reverse_charge=True,
        statement="Opération non soumise à la TVA italienne (art. 7-ter DPR 633/72) - autoliquidation par le preneur, "
                  "art. 196 de la directive 2006/112/CE.",
        iban="IT92 U020 0838 6858 7410 9221 463", bic="UNCRITMM",
        extra={"terms": "Virement bancaire"}),
    # 07 — Quipu in English, a Barcelona software company: subscription and services, reverse charged (ICS)
    Invoice(
        "07-en-software", "en", "quipu",
        Supplier("Núvol Logística Digital S.L.", "Carrer de Pallars 193, 4t 2a", "08005", "Barcelona", "ES",
                 "ESB08805699", "+34 931 228 604", "billing@nuvollogistica.es",
                 "Registro Mercantil de Barcelona, Tomo 47112, Folio 88, Hoja B-541902"),
        "2027-143", date(2027, 11, 30), date(2027, 12, 30), "PO-45772942", "45772942", D(0),
        [Line(None, "Route optimisation platform - annual licence per depot (Dec 2027 - Nov 2028)", D(5),
              D("1180.00"), unit="depot"),
         Line(None, "Driver app seats, annual", D(28), D("96.00"), unit="seat"),
         Line(None, "Integration with your ERP via REST API, fixed fee", D(1), D("2400.00"), unit="unit"),
         Line(None, "Remote training sessions for planners (2 hours each)", D(3), D("240.00"), unit="session")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: service not subject to Spanish VAT (art. 69 Ley 37/1992); VAT to be accounted for "
                  "by the recipient, Art. 196 Directive 2006/112/EC.",
        dec=".", group=",", iban="ES23 2100 4733 4216 5284 9520", bic="CAIXESBBXXX",
        extra={"terms": "Bank transfer"}),
    # 08 — Moloni in Dutch, a Roeselare seed merchant: Belgian reduced rate 6 % (V06), a line discount
    Invoice(
        "08-nl-zaden", "nl", "moloni",
        Supplier("Zaadhandel Westhoek BV", "Ieperseweg 212", "8800", "Roeselare", "BE", "BE0239.064.022",
                 "051 22 48 37", "boekhouding@zaadhandel-westhoek.be", "RPR Gent, afd. Kortrijk"),
        "FT 2027/412", date(2027, 12, 2), date(2027, 12, 16), "4577-2949", "45772949", D(6),
        [Line("GZ-SPORT-15", "Graszaadmengsel sport- en speelveld, zak 15 kg", D(40), D("64.50"), unit="zak"),
         Line("GZ-ECO-10", "Graszaadmengsel bloemrijk ecologisch grasland, zak 10 kg", D(18), D("89.00"),
              unit="zak"),
         Line("BB-KROK-100", "Bloembollen krokus gemengd, maat 7/8, zak à 100 stuks", D(60), D("14.20"), unit="zak",
              discount=D(10)),
         Line("HP-CARP-80", "Haagplant haagbeuk (Carpinus betulus) 80-100 cm, blote wortel, gebundeld per 25",
              D(300), D("1.95"), unit="st")],
        "604000", "V06",
        iban="BE88 3103 5446 2641", bic="BBRUBEBB", payment_ref=ogm(2704122949), customer_no="88",
        extra={"terms": "14 dagen"}),
    # 09 — PHC in German, a Eupen forklift service: Belgian VAT 21 % (V21, 611000), lines with and without article
    Invoice(
        "09-de-stapler", "de", "phc",
        Supplier("Gabelstapler Service Ostbelgien AG", "Industriestraße 18", "4700", "Eupen", "BE", "BE0851.321.389",
                 "087 59 31 20", "rechnungen@gso-eupen.be", "UREG Eupen"),
        "FT 27/3319", date(2027, 12, 3), date(2028, 1, 2), "45772956", "45772956", D(21),
        [Line("WA-500H-E16", "Wartung Elektrostapler 1,6 t nach Herstellervorgaben, 500-Stunden-Inspektion", D(4),
              D("285.00"), unit="Stk"),
         Line("HK-075-SATZ", "Hubmastkette 3/4\" (Satz), inklusive Montage und Einstellung", D(2), D("412.00"),
              unit="Satz"),
         Line("FI-HYD-10", "Hydraulikölfilter", D(4), D("38.60"), unit="Stk"),
         Line(None, "Arbeitsstunden Techniker", D("9.5"), D("78.00"), unit="h"),
         Line(None, "Anfahrtspauschale Eupen - Gent", D(2), D("95.00"), unit="Pausch.")],
        "611000", "V21",
        iban="BE07 7359 5027 8066", bic="KREDBEBB", payment_ref=ogm(2733190956), customer_no="1.204",
        extra={"terms": "30 Tage netto", "vehicle": "Elektrostapler Serie E16, Standort Gent, Halle B"}),
    # 10 — Contasimple in French, a Gembloux agricultural supplier: crop-protection products at 12 % (V12)
    Invoice(
        "10-fr-phyto", "fr", "contasimple",
        Supplier("Agrofournitures Hesbaye SRL", "Chaussée de Namur 221", "5030", "Gembloux", "BE", "BE0634.619.827",
                 "081 61 44 09", "compta@agrohesbaye.be", "RPM Liège, division Namur"),
        "F-2027-0412", date(2027, 12, 6), date(2028, 1, 5), "BC n° 45772963", "45772963", D(12),
        [Line("HERB-PEL-5", "Herbicide total à base d'acide pélargonique, bidon 5 l (agréation 10756P/B)", D(48),
              D("38.90"), unit="bidon"),
         Line("HERB-SEL-1", "Désherbant sélectif pour gazon, flacon 1 l (agréation 9874P/B)", D(72), D("16.40"),
              unit="flacon"),
         Line("AM-FER-5", "Anti-mousse gazon au sulfate de fer, sac 5 kg", D(40), D("12.80"), unit="sac",
              discount=D(5)),
         Line("FONG-CU-1", "Fongicide à base de cuivre pour arbres fruitiers et arbustes, 1 kg", D(24), D("19.80"),
              unit="boîte")],
        "604000", "V12",
        iban="BE23 3108 7169 1091", bic="BBRUBEBB", payment_ref=ogm(2704122963), customer_no="CL-0093",
        extra={"terms": "30 jours date de facture"}),
    # 11 — Quipu in German, a Palma stone merchant: intra-EU goods (ICG), decimal quantity, a transport line
    Invoice(
        "11-de-naturstein", "de", "quipu",
        Supplier("Mallorca Naturstein Handel S.L.", "Carrer del Gremi de Picapedrers 12", "07009", "Palma", "ES",
                 "ESB07658131", "+34 971 430 586", "buchhaltung@mallorca-naturstein.es",
                 "Registro Mercantil de Mallorca, Tomo 2841, Folio 107, Hoja PM-77102"),
        "2027-088", date(2027, 12, 8), date(2028, 1, 7), "Bestellung 45772970", "45772970", D(0),
        [Line(None, "Santanyí-Sandstein Bodenplatten 60 x 40 x 3 cm, geschliffen, Kanten gesägt", D(96), D("74.00"),
              unit="m²"),
         Line(None, "Santanyí-Sandstein Blockstufen 120 x 35 x 15 cm, Vorderkante gefast", D(14), D("168.00"),
              unit="Stk"),
         Line(None, "Fensterbänke Binissalem-Stein 2 cm nach Aufmaß", D("22.4"), D("58.50"), unit="lfm"),
         Line(None, "Seefracht Palma - Barcelona und Lkw-Transport bis Gent, inklusive Palettierung", D(1),
              D("1260.00"), unit="pauschal")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 25 Ley 37/1992, Art. 138 Richtlinie "
                  "2006/112/EG). Die Steuer schuldet der Leistungsempfänger.",
        iban="ES86 0081 0425 7310 0680 4956", bic="BSABESBB",
        extra={"terms": "Banküberweisung"}),
    # 12 — PHC in English, a Guimarães workwear maker: intra-EU goods (ICG), a commercial discount, ATCUD and QR code
    Invoice(
        "12-en-workwear", "en", "phc",
        Supplier("Têxteis Ave Workwear, S.A.", "Rua da Fábrica de Fiação, 88", "4835-045", "Guimarães", "PT",
                 "PT522480624", "+351 253 520 774", "accounting@texteisave.pt",
                 "Share capital 250.000 EUR - C.R.C. Guimarães"),
        "FT 2027A/1873", date(2027, 12, 10), date(2028, 1, 9), "PO45772977", "45772977", D(0),
        [Line("WJ-300-NV", "Softshell work jacket, navy, reflective piping, sizes S-XXL", D(120), D("34.80"),
              unit="pcs"),
         Line("WT-220-NV", "Work trousers with knee-pad pockets, navy/grey, sizes 38-56", D(180), D("22.40"),
              unit="pcs"),
         Line("PS-160-HV", "Hi-vis polo shirt EN ISO 20471 class 2, yellow", D(240), D("9.85"), unit="pcs"),
         Line("EMB-LOGO", "Embroidery of customer logo on chest, up to 8,000 stitches", D(540), D("1.20"),
              unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Commercial discount 2 %", D(2))],
        statement="M16 - Exempt under article 14 of RITI: intra-Community supply of goods, reverse charge "
                  "(Art. 138 Directive 2006/112/EC).",
        dec=".", group=",", iban="PT50 0033 6203 9945 8386 9051 6", bic="BCOMPTPL", customer_no="C-2291",
        extra={"terms": "30 days", "atcud": "KX4M8QZT-1873", "cert": "1946/AT", "hash": "p2Zw"}),
]
