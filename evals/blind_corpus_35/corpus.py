"""The twelve invoices of the thirty-fifth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (NL, BE, FR, DE, AT), in nl, fr, de and en, each
drawn by a writer (draw.py) that imitates the ordinary printed layout of one family of invoicing software: Banana
Accounting, CashCtrl, Run my Accounts, BMD, Mesonic (WinLine), RZL and Infoniqa. PO numbers are the ERP's 4577xxxx
(45772800 by steps of 7); each invoice prints them in the supplier's own form (one prints none). VAT numbers and
IBANs carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators on random.Random(20271225),
the Austrian ones completed with python-stdnum)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

VAT = [vat for vat, _ in IDS]
IBAN = [number for _, number in IDS]

CORPUS = [
    # 01 — Banana Accounting in Dutch, an Eindhoven lighting wholesaler: intra-EU goods (ICG), an article column
    Invoice(
        "01-nl-verlichting", "nl", "banana",
        Supplier("LichtTechniek Kempen B.V.", "Hurksestraat 28", "5652 AJ", "Eindhoven", "NL", VAT[0],
                 "040 251 73 90", "administratie@lichttechniek-kempen.nl", "KvK 71843206"),
        "10147", date(2027, 11, 29), date(2027, 12, 29), "PO-45772800", "45772800", D(0),
        [Line("LT-PAN-6060-40", "LED-paneel 600 x 600 mm, 40 W, 4000 K, UGR<19, inbouw voor systeemplafond", D(48),
              D("62.50"), unit="st"),
         Line("LT-HB-150", "LED-hallamp 150 W, 21.000 lm, 110° optiek, IP65, met ophangbeugel", D(16), D("189.00"),
              unit="st"),
         Line("LT-NOOD-3H", "Noodverlichtingsarmatuur LED, 3 uur autonomie, permanent en niet-permanent "
                            "schakelbaar, met piktogram vluchtweg", D(12), D("54.80"), unit="st"),
         Line("LT-SENS-360", "Aanwezigheidsdetector 360°, plafondmontage", D(20), D("38.40"), unit="st")],
        "604000", "ICG", reverse_charge=True,
        statement="Intracommunautaire levering: btw verlegd naar de afnemer (art. 138 Richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer BE0456.789.133.",
        iban=IBAN[0], bic="INGBNL2A", customer_no="1208",
        extra={"po_label": "Uw referentie", "terms": "30 dagen", "begin": "Geachte klant, hierbij factureren wij "
               "u de levering van 26-11-2027 (pakbon 4471)."}),
    # 02 — Banana Accounting in Dutch, a Leuven technical bookshop: books at the Belgian 6 % (V06), ISBNs as articles
    Invoice(
        "02-nl-vakboeken", "nl", "banana",
        Supplier("Vakboekhandel De Ingenieur BV", "Naamsestraat 61", "3000", "Leuven", "BE", VAT[1],
                 "016 29 44 18", "facturatie@deingenieur.be", "RPR Leuven"),
        "2027-0583", date(2027, 11, 30), date(2027, 12, 30), "Bestelbon 45772807", "45772807", D(6),
        [Line("9789463931175", "Handboek magazijnbeheer en intralogistiek, 4de herziene editie", D(6), D("54.95"),
              unit="ex."),
         Line("9789401426855", "Codex welzijn op het werk 2028", D(4), D("89.00"), unit="ex."),
         Line("9789463445023", "Elektrische installaties: het AREI toegelicht voor de praktijk, met oefeningen en "
                               "schema's", D(5), D("47.50"), unit="ex."),
         Line("9789041109347", "Heftruckcertificaat - cursusboek met oefenvragen", D(12), D("24.90"), unit="ex.")],
        "604000", "V06",
        iban=IBAN[1], bic="BBRUBEBB", payment_ref=ogm(2705830807), customer_no="K0391",
        extra={"po_label": "Uw referentie", "terms": "30 dagen", "begin": "Met dank voor uw bestelling."}),
    # 03 — CashCtrl in French, a Herstal forklift service: maintenance at Belgian VAT 21 % (V21, 611000)
    Invoice(
        "03-fr-chariots", "fr", "cashctrl",
        Supplier("Manutention Mosane SRL", "Rue Large Voie 112", "4040", "Herstal", "BE", VAT[2], "04 264 81 37",
                 "facturation@manutention-mosane.be", "RPM Liège"),
        "R-2027-1186", date(2027, 12, 1), date(2027, 12, 31), "4577 2814", "45772814", D(21),
        [Line(None, "Entretien préventif annuel chariot élévateur électrique 2,5 t (n° de série EF25-48812), selon "
                    "check-list du constructeur", D(1), D("385.00"), unit="forfait"),
         Line(None, "Entretien préventif annuel chariot élévateur électrique 1,6 t (n° de série EF16-30277)", D(1),
              D("325.00"), unit="forfait"),
         Line(None, "Fourches 1200 mm classe 2A, la paire, montées", D(1), D("742.00"), unit="paire",
              discount=D(10)),
         Line(None, "Main-d'œuvre technicien, intervention sur mât et vérins de levage", D("6.5"), D("68.00"),
              unit="h"),
         Line(None, "Déplacement Herstal - Gand aller-retour", D(2), D("95.00"), unit="dépl.")],
        "611000", "V21",
        iban=IBAN[2], bic="NICABEBB", payment_ref=ogm(1186045772), customer_no="10044",
        extra={"po_label": "Votre bon de commande", "date": "%d.%m.%Y", "title": "Facture",
               "intro": "Entretien de votre flotte de chariots - site de Gand, intervention du 24.11.2027."}),
    # 04 — CashCtrl in French, a Tourcoing workwear supplier: intra-EU goods (ICG), no-break-space thousands, freight
    Invoice(
        "04-fr-epi", "fr", "cashctrl",
        Supplier("Protection Travail Hauts-de-France SAS", "45 rue de Tournai", "59200", "Tourcoing", "FR", VAT[3],
                 "03 20 36 58 14", "compta@pthdf.fr", "SIRET 755 231 792 00027 - RCS Lille Métropole"),
        "R-00912", date(2027, 12, 2), date(2028, 1, 1), "BC 45772821", "45772821", D(0),
        [Line("PT-GAN-NIT9", "Gants de manutention enduction nitrile, taille 9, paquet de 12 paires", D(40),
              D("18.60"), unit="paq."),
         Line("PT-CHS-S3", "Chaussures de sécurité S3 SRC montantes, pointures assorties selon liste jointe", D(24),
              D("64.90"), unit="paire"),
         Line("PT-GIL-HV2", "Gilet haute visibilité classe 2, jaune, avec marquage au dos", D(60), D("4.75"),
              unit="pce"),
         Line("PT-CAS-ABS", "Casque de chantier ABS avec jugulaire, blanc", D(30), D("11.20"), unit="pce"),
         Line("PT-LUN-INC", "Lunettes de protection incolores anti-rayures", D(50), D("3.95"), unit="pce")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("38.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI - autoliquidation par le preneur. "
                  "N° TVA intracommunautaire du client : BE0456789133.",
        group="\u00a0", iban=IBAN[3], bic="CCBPFRPPLIL", customer_no="20317",
        extra={"po_label": "Votre commande", "date": "%d/%m/%Y", "title": "Facture",
               "intro": "Livraison du 30/11/2027, bon de livraison BL-00877."}),
    # 05 — Run my Accounts in English, a Berlin software house: services reverse charged (ICS, 613000), hours
    Invoice(
        "05-en-software", "en", "runmyaccounts",
        Supplier("Spreebogen Data Solutions GmbH", "Alt-Moabit 96", "10559", "Berlin", "DE", VAT[4],
                 "+49 30 398 204 70", "invoices@spreebogen-data.de", "Amtsgericht Charlottenburg HRB 214880 B"),
        "2027-388", date(2027, 12, 3), date(2028, 1, 2), "45772828", "45772828", D(0),
        [Line(None, "Consulting: interface between the warehouse scanners and the ERP, analysis and "
                    "specification (November 2027)", D("22.5"), D("125.00"), unit="h"),
         Line(None, "Development: EDI order import (ORDERS D.96A) including unit tests", D(38), D("115.00"),
              unit="h"),
         Line(None, "Project management and status meetings", D(6), D("125.00"), unit="h"),
         Line(None, "Hosting of the interface server, December 2027", D(1), D("240.00"), unit="month")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: the recipient of the service is liable for the VAT (Art. 196 Council Directive "
                  "2006/112/EC). Customer VAT ID: BE0456.789.133.",
        dec=".", group=",", qty_places=2, iban=IBAN[4], bic="BEVODEBB", customer_no="K-1077",
        extra={"po_label": "Your PO number", "terms": "30 days net", "bank": "Berliner Volksbank"}),
    # 06 — BMD in German, a Wels fastener wholesaler: intra-EU goods (ICG), line discounts, PO with its date, Skonto
    Invoice(
        "06-de-schrauben", "de", "bmd",
        Supplier("Welser Befestigungstechnik GmbH", "Salzburger Straße 221", "4600", "Wels", "AT", VAT[5],
                 "+43 7242 68 410", "buchhaltung@wbt-wels.at", "FN 318742 s, Landesgericht Wels"),
        "2704817", date(2027, 12, 6), date(2028, 1, 5), "4577-2835 vom 10.11.2027", "45772835", D(0),
        [Line("WBT-SK-M12x60", "Sechskantschraube DIN 933 M12 x 60, 8.8, galv. verzinkt, Pkg. à 100 Stk", D(30),
              D("21.40"), unit="Pkg", discount=D(8)),
         Line("WBT-MU-M12", "Sechskantmutter DIN 934 M12, Kl. 8, galv. verzinkt, Pkg. à 200 Stk", D(20), D("14.60"),
              unit="Pkg", discount=D(8)),
         Line("WBT-US-13", "Unterlegscheibe DIN 125 A 13, verzinkt, Pkg. à 500 Stk", D(10), D("17.90"), unit="Pkg"),
         Line("WBT-BA-FAZ12", "Bolzenanker 12/20, galvanisch verzinkt, für gerissenen und ungerissenen Beton, "
                              "mit Europäischer Technischer Bewertung", D(400), D("1.38"), unit="Stk"),
         Line("WBT-GS-M10", "Gewindestange DIN 976 M10 x 1000 mm, 4.6, verzinkt", D(150), D("2.15"), unit="Stk"),
         Line("WBT-KD-6x30", "Kunststoffdübel PA 6 x 30 mm, Pkg. à 100 Stk", D(25), D("3.80"), unit="Pkg")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 i. V. m. Art. 7 UStG 1994. "
                  "Die Steuerschuld geht auf den Leistungsempfänger über. UID des Empfängers: BE0456789133.",
        iban=IBAN[5], bic="RZOOAT2L", customer_no="230418",
        extra={"delivery": "LS 27-11903 vom 03.12.2027", "terms": "14 Tage 2 % Skonto, 30 Tage netto",
               "clerk": "Fr. Leitner"}),
    # 07 — BMD in English, a Graz hydraulics firm: intra-EU goods (ICG, 601000), no PO printed, an invoice discount
    Invoice(
        "07-en-hydraulics", "en", "bmd",
        Supplier("Murtal Hydraulik GmbH", "Puchstraße 184", "8020", "Graz", "AT", VAT[6], "+43 316 47 22 50",
                 "accounting@murtal-hydraulik.at", "FN 402115 h, Landesgericht für ZRS Graz"),
        "2702236", date(2027, 12, 7), date(2028, 1, 6), None, "45772842", D(0),
        [Line("MH-ZYL-50-30-400", "Hydraulic cylinder, double acting, bore 50 mm, rod 30 mm, stroke 400 mm",
              D(4), D("386.00"), unit="pcs"),
         Line("MH-SCH-2SN-12", "Hydraulic hose 2SN DN12 with pressed fittings DKOL M22x1.5, length 1500 mm", D(24),
              D("27.80"), unit="pcs"),
         Line("MH-VEN-4WE6", "Directional control valve 4/3, NG6, 24 V DC, with plug connector", D(6), D("142.50"),
              unit="pcs"),
         Line("MH-PUM-ZP16", "Gear pump 16 cm³/rev, SAE flange, clockwise rotation", D(2), D("298.00"), unit="pcs"),
         Line("MH-OEL-HLP46", "Hydraulic oil HLP 46, 20 l canister", D(10), D("58.90"), unit="can")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Discount 3 %", D(3))],
        statement="Tax-free intra-Community supply according to Art. 6 (1) and Art. 7 of the Austrian VAT Act 1994 "
                  "(Art. 138 Directive 2006/112/EC). Customer VAT ID: BE0456789133.",
        iban=IBAN[6], bic="RZSTAT2G", customer_no="31122",
        extra={"delivery": "DN 27-05561 of 06.12.2027", "terms": "30 days net", "clerk": "Mr. Pichler"}),
    # 08 — Mesonic WinLine in German, a Tyrol timber works: intra-EU goods (ICG), decimal quantities, freight
    Invoice(
        "08-de-schalung", "de", "mesonic",
        Supplier("Inntaler Holz- und Schalungsbau GmbH", "Gewerbepark 7", "6112", "Wattens", "AT", VAT[7],
                 "+43 5224 52 380", "rechnungswesen@inntaler-holz.at", "FN 196433 b, Landesgericht Innsbruck"),
        "127-004512", date(2027, 12, 8), date(2028, 1, 7), "Best. 45772849 / Hr. Claes", "45772849", D(0),
        [Line("3S-27-0520", "Dreischichtplatte Fichte 27 mm, 500 x 2000 mm, gelb lasiert", D(120), D("38.60"),
              unit="Stk", detail=("Lieferschein 27-8817 vom 02.12.2027",)),
         Line("SP-21-1225", "Schalungsplatte Birke-Multiplex 21 mm, phenolharzbeschichtet, 1250 x 2500 mm",
              D("36.75"), D("41.20"), unit="m²", detail=("Lieferschein 27-8817 vom 02.12.2027",)),
         Line("KVH-C24-1020", "Konstruktionsvollholz C24, 100 x 200 mm, technisch getrocknet, gehobelt, Länge 6 m",
              D("2.88"), D("612.00"), unit="m³", detail=("Lieferschein 27-8840 vom 06.12.2027",)),
         Line("TR-H20-245", "Schalungsträger H20, Länge 2,45 m", D(60), D("24.90"), unit="Stk",
              detail=("Lieferschein 27-8840 vom 06.12.2027",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frachtkosten", D("180.00"))], qty_places=2,
        statement="Steuerfreie innergemeinschaftliche Lieferung gem. Art. 6 Abs. 1 UStG 1994; Übergang der "
                  "Steuerschuld auf den Leistungsempfänger. UID-Nr. Empfänger: BE0456789133.",
        iban=IBAN[7], bic="SPIHAT22", customer_no="D20871",
        extra={"ours": "Hr. Wechselberger", "terms": "30 Tage netto", "date": "%d.%m.%Y"}),
    # 09 — Mesonic WinLine in English, a Salzburg machine service: on-site maintenance reverse charged (ICS, 611000)
    Invoice(
        "09-en-service", "en", "mesonic",
        Supplier("Salzach Maschinenservice GmbH", "Münchner Bundesstraße 118", "5020", "Salzburg", "AT", VAT[8],
                 "+43 662 43 81 20", "office@salzach-service.at", "FN 287365 k, Landesgericht Salzburg"),
        "127-004538", date(2027, 12, 9), date(2027, 12, 23), "4577 2856", "45772856", D(0),
        [Line("SV-TECH-H", "Technician hours: annual maintenance of the panel saw line SL 4200 at your Gent "
                           "warehouse, 6 to 8 December 2027", D(21), D("92.00"), unit="h"),
         Line("SV-TRAV-KM", "Travel Salzburg - Gent and return, per km", D(1960), D("0.62"), unit="km"),
         Line("SV-ALLOW-D", "Daily allowance technician", D(3), D("145.00"), unit="day"),
         Line("SV-CAL-REP", "Calibration of the cutting length measurement, with test report", D(1), D("280.00"),
              unit="pcs")],
        "611000", "ICS", reverse_charge=True, qty_places=2,
        statement="Reverse charge: the recipient of the service is liable for the VAT (Art. 196 Directive "
                  "2006/112/EC). Customer VAT ID: BE0456789133.",
        dec=".", group=",", iban=IBAN[8], bic="RVSAAT2S", customer_no="D20904",
        extra={"ours": "Mr. Gruber", "terms": "14 days net", "date": "short_en"}),
    # 10 — RZL in German, a Vienna tax adviser: a Honorarnote for advice reverse charged (ICS, 613000), written date
    Invoice(
        "10-de-steuerberatung", "de", "rzl",
        Supplier("Huber & Partner Steuerberatung GmbH", "Schottenring 16", "1010", "Wien", "AT", VAT[9],
                 "+43 1 533 84 60", "kanzlei@huber-partner.at", "FN 254817 m, Handelsgericht Wien"),
        "HN 2027/0412", date(2027, 12, 10), date(2027, 12, 24), "45772863", "45772863", D(0),
        [Line(None, "Beratung zur umsatzsteuerlichen Registrierung in Österreich für Lieferungen aus dem Lager "
                    "Gent, inkl. Besprechung vom 18.11.2027", D("4.5"), D("240.00"), unit="Std."),
         Line(None, "Erstellung und Einreichung der Anträge beim Finanzamt Österreich", D(6), D("160.00"),
              unit="Std."),
         Line(None, "Zusammenfassende Meldungen Oktober und November 2027", D(2), D("185.00"), unit="Mon."),
         Line(None, "Barauslagen (Porto, Kopien, Firmenbuchauszug)", D(1), D("38.40"), unit="pauschal")],
        "613000", "ICS", reverse_charge=True,
        statement="Übergang der Steuerschuld auf den Leistungsempfänger (Reverse Charge) gemäß § 3a Abs. 6 und "
                  "§ 19 Abs. 1 UStG 1994, Art. 196 MwSt-RL. UID des Leistungsempfängers: BE0456789133.",
        iban=IBAN[9], bic="BKAUATWW", customer_no="20418",
        extra={"ours": "HU/kr", "period": "01.11.2027 - 30.11.2027", "terms": "14 Tagen"}),
    # 11 — Infoniqa in French, a Tubize caterer: a walking dinner at the Belgian 12 % (V12, 602000)
    Invoice(
        "11-fr-traiteur", "fr", "infoniqa",
        Supplier("Traiteur Les Saveurs du Brabant SRL", "Chaussée de Mons 214", "1480", "Tubize", "BE", VAT[10],
                 "02 355 61 08", "comptabilite@saveursdubrabant.be", "RPM Brabant wallon"),
        "FV27-00731", date(2027, 12, 13), date(2028, 1, 12), "BC-45772870", "45772870", D(12),
        [Line("TR-WD-BRA", "Walking dinner « Brabant » (8 pièces par personne), inauguration du nouveau hall, "
                           "le 03/12/2027", D(140), D("32.50"), unit="pers."),
         Line("TR-DES-MIG", "Assortiment de mignardises et desserts", D(140), D("6.80"), unit="pers."),
         Line("TR-SRV-H", "Personnel de service en salle (5 personnes x 6 heures)", D(30), D("38.00"), unit="h"),
         Line("TR-MAT-LOC", "Location vaisselle, verrerie et mange-debout", D(1), D("285.00"), unit="forfait")],
        "602000", "V12",
        iban=IBAN[10], bic="BBRUBEBB", payment_ref=ogm(7310045772), customer_no="C-0458",
        extra={"ours": "Mme Delvaux", "terms": "30 jours date de facture", "date": "%d/%m/%Y"}),
    # 12 — Infoniqa in Dutch, a Boom packaging wholesaler: Belgian VAT 21 % (V21), delivery charge
    Invoice(
        "12-nl-verpakking", "nl", "infoniqa",
        Supplier("Verpakkingen Rupelstreek NV", "Kapelstraat 188", "2850", "Boom", "BE", VAT[11], "03 880 47 12",
                 "boekhouding@verpakkingen-rupel.be", "RPR Antwerpen, afd. Mechelen"),
        "FV27-04415", date(2027, 12, 14), date(2028, 1, 13), "4577.2877", "45772877", D(21),
        [Line("VR-STR-23-500", "Stretchfolie handrol 23 my, 500 mm x 300 m, transparant", D(144), D("8.95"),
              unit="rol"),
         Line("VR-PAL-EUR", "Europallet 1200 x 800 mm, nieuw, EPAL-gemerkt", D(80), D("14.20"), unit="st"),
         Line("VR-HOEK-50", "Kartonnen hoekprofiel 50 x 50 x 3 mm, lengte 1000 mm", D(500), D("0.42"), unit="st"),
         Line("VR-TAPE-PP50", "Verpakkingstape PP 50 mm x 66 m, bruin, lage geluidsafwikkeling", D(216), D("1.35"),
              unit="rol"),
         Line("VR-BAND-PET", "Omsnoeringsband PET 16 x 0,8 mm, 1500 m per rol, met spansluitingen", D(6),
              D("62.50"), unit="rol")],
        "604000", "V21", adjustments=[("Leveringskosten", D("55.00"))],
        iban=IBAN[11], bic="NICABEBB", payment_ref=ogm(4415045772), customer_no="C-1182",
        extra={"ours": "Dhr. Wouters", "terms": "30 dagen na factuurdatum", "date": "%d/%m/%Y"}),
]
