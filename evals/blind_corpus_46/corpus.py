"""The twelve invoices of the forty-sixth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve suppliers from Italy and Spain or their Benelux branches (IT, ES,
BE, LU, NL), printing in en, de, fr or nl for the Belgian buyer (two Italian e-invoice courtesy copies and one
Spanish print bilingual), each drawn by a writer (draw.py) that imitates the ordinary layout of one family of
Italian or Spanish invoicing software: Fattura24, Aruba Fatturazione Elettronica (the PDF courtesy copy),
TeamSystem, Passepartout Mexal, Arca Evolution, Gestionale 1 and Sage 200c. PO numbers are the ERP's 4577xxxx
(45773900, step 7); each invoice prints them in the supplier's own form (two print none). VAT numbers and IBANs
carry valid check digits (ids.py: invoice_env/world/identifiers.py's generators and python-stdnum, seed 20271236)."""

from __future__ import annotations

from datetime import date

from ids import draw
from invoices import D, Invoice, Line, Supplier, ogm

COUNTRIES = ["IT", "BE", "IT", "IT", "IT", "BE", "IT", "BE", "LU", "BE", "ES", "NL"]
IDS = draw(COUNTRIES)      # (VAT, IBAN) per supplier, in CORPUS order


def _vat(k: int) -> str:
    return IDS[k][0]


def _iban(k: int) -> str:
    return IDS[k][1]


CORPUS = [
    # 01 — Fattura24 in English, a Brescia valve maker: intra-EU goods (ICG), Italian number format, freight
    Invoice(
        "01-en-valves", "en", "fattura24",
        Supplier("Valvolmeccanica Bresciana S.r.l.", "Via dell'Industria 48", "25016", "Ghedi", "IT", _vat(0),
                 "+39 030 905 2214", "amministrazione@valvolmeccanica-bs.it", "REA BS-512874"),
        "218/2027", date(2027, 12, 3), date(2028, 1, 31), "45773900 of 12/11/2027", "45773900", D(0),
        [Line("VS-BV-2050", "Ball valve 2\" full bore, brass CW617N, PN 25, lever handle", D(40), D("18.60"),
              unit="pcs"),
         Line("VS-BV-1025", "Ball valve 1\" full bore, brass CW617N, PN 30, butterfly handle", D(120), D("7.35"),
              unit="pcs"),
         Line("VS-CK-0750", "Check valve 3/4\" spring-loaded, brass body, EPDM seal and stainless steel spring",
              D(60), D("5.90"), unit="pcs", discount=D(5)),
         Line("VS-MF-0400", "Manifold 4 outlets 1\" x 1/2\" with shut-off valves, nickel-plated, for heating and "
                            "sanitary installations", D(15), D("42.80"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transport costs", D("85.00"))],
        statement="Non-taxable intra-Community supply of goods, art. 41 D.L. 331/1993 - reverse charge: VAT to be "
                  "accounted for by the customer (BE0456.789.133).",
        iban=_iban(0), bic="BCITITMM", customer_no="C0412",
        extra={"prov": "BS", "pay": "Bank transfer 60 days end of month", "vat_col": "N3.2"}),
    # 02 — Fattura24 in Dutch, the Belgian subsidiary of an Italian coffee-machine firm: maintenance, 21 % (V21, 611000)
    Invoice(
        "02-nl-koffiemachines", "nl", "fattura24",
        Supplier("Caffè Milano Benelux BV", "Mechelsesteenweg 212", "2550", "Kontich", "BE", _vat(1),
                 "03 450 18 72", "facturen@caffemilano.be", "RPR Antwerpen, afd. Antwerpen"),
        "2027/0391", date(2027, 12, 6), date(2028, 1, 5), "4577-3907", "45773907", D(21),
        [Line(None, "Onderhoudscontract koffiemachines, kwartaal januari - maart 2028 (3 toestellen)", D(3),
              D("145.00"), unit="st"),
         Line(None, "Vervanging maalschijven en ontkalking espressomachine kantine gelijkvloers", D(1),
              D("268.50"), unit="st"),
         Line(None, "Waterfilterpatronen voor vaste wateraansluiting", D(6), D("34.90"), unit="st", discount=D(10)),
         Line(None, "Verplaatsing technieker", D(2), D("55.00"), unit="rit")],
        "611000", "V21",
        iban=_iban(1), bic="AXABBE22", payment_ref=ogm(2703910390), customer_no="C0087",
        extra={"pay": "Overschrijving 30 dagen factuurdatum", "vat_col": "21%"}),
    # 03 — Aruba courtesy copy, Italian and English, a Carpi hydraulics maker: intra-EU goods (ICG), N3.2
    Invoice(
        "03-en-hydraulics", "en", "aruba",
        Supplier("Oleodinamica Emiliana S.p.A.", "Via dell'Artigianato 21", "41012", "Carpi", "IT", _vat(2),
                 "+39 059 645 310", "fatture@oleodinamica-emiliana.it", "REA MO-318822"),
        "FE/2027/0412", date(2027, 12, 9), date(2028, 1, 8), "45773914", "45773914", D(0),
        [Line("OE-PMP-G25", "Gear pump group 2, 25 cc/rev, SAE flange, clockwise rotation", D(8), D("186.00"),
              unit="NR"),
         Line("OE-CV-06-24", "Solenoid directional valve CETOP 3 / NG6, 4/3 way, 24 V DC coil with LED connector",
              D(12), D("94.50"), unit="NR"),
         Line("OE-FLT-RT100", "Return filter 100 l/min, 10 micron, with clogging indicator", D(10), D("52.40"),
              unit="NR"),
         Line("OE-HS-12-1000", "Hydraulic hose 1/2\" 2SN with crimped DKOL fittings, length 1000 mm", D(40),
              D("11.85"), unit="NR"),
         Line("OE-OIL-HLP46", "Hydraulic oil HLP 46, 20 l drum", D(6), D("78.00"), unit="NR")],
        "604000", "ICG", reverse_charge=True,
        statement="Art. 41 D.L. 331/93 - non imponibile / Intra-Community supply, reverse charge (art. 138 "
                  "Directive 2006/112/EC)",
        qty_places=2, iban=_iban(2), bic="BPMOIT22", customer_no="",
        extra={"prov": "MO", "cf": _vat(2)[2:], "po_date": "18-11-2027", "natura": "N3.2",
               "natura_text": "Non imponibili - cessioni intracomunitarie", "lang2": "en",
               "bank": "Banca Popolare dell'Emilia"}),
    # 04 — Aruba courtesy copy, Italian and French, a Turin engineering office: services reverse charged (ICS, 613000)
    Invoice(
        "04-fr-ingenierie", "fr", "aruba",
        Supplier("Studio Ingegneria Logistica Sabauda S.r.l.", "Corso Vittorio Emanuele II 112", "10121", "Torino",
                 "IT", _vat(3), "+39 011 562 8840", "amministrazione@silsabauda.it", "REA TO-1198734"),
        "FPR 58/27", date(2027, 12, 13), date(2028, 1, 12), "45773921", "45773921", D(0),
        [Line(None, "Étude d'implantation de l'entrepôt de Gand : relevés, simulation des flux et plan de "
                    "stockage (phase 2)", D(1), D("6800.00"), unit="forfait"),
         Line(None, "Journées d'ingénieur sur site à Gand", D(4), D("950.00"), unit="jours"),
         Line(None, "Frais de déplacement et de séjour, forfait", D(1), D("620.00"), unit="forfait")],
        "613000", "ICS", reverse_charge=True,
        statement="Art. 7-ter D.P.R. 633/72 - operazione non soggetta / Autoliquidation par le preneur (art. 196 "
                  "de la directive 2006/112/CE)",
        qty_places=2, iban=_iban(3), bic="BCITITMM", customer_no="",
        extra={"prov": "TO", "cf": _vat(3)[2:], "po_date": "22-11-2027", "natura": "N2.1",
               "natura_text": "Non soggette ad IVA - artt. da 7 a 7-septies DPR 633/72", "lang2": "fr",
               "bank": "Intesa Sanpaolo", "bollo": "2,00"}),
    # 05 — TeamSystem in German, a South Tyrol pallet maker: intra-EU goods (ICG), quantities with decimals, freight
    Invoice(
        "05-de-paletten", "de", "teamsystem",
        Supplier("Holzwerk Pustertal GmbH", "Industriezone Nord 7", "39031", "Bruneck", "IT", _vat(4),
                 "+39 0474 555 218", "buchhaltung@holzwerk-pustertal.it", "REA BZ-164520"),
        "27/004512", date(2027, 12, 15), date(2028, 1, 31), "Nr. 45773928 vom 24.11.2027", "45773928", D(0),
        [Line("HP-EPAL-1", "Europalette EPAL 1200 x 800 mm, neu, IPPC-behandelt (HT)", D(300), D("14.20"),
              unit="Stk"),
         Line("HP-IND-1210", "Industriepalette 1200 x 1000 mm, schwere Ausführung, 3 Kufen", D(120), D("17.80"),
              unit="Stk"),
         Line("HP-AR-EPAL", "Aufsatzrahmen für Europalette, Fichte, klappbar mit 4 verzinkten Scharnieren", D(200),
              D("9.65"), unit="Stk"),
         Line("HP-DK-1208", "Palettendeckel 1200 x 800 mm, Spanplatte", D(150), D("4.90"), unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("240.00"))],
        statement="Nicht steuerbare innergemeinschaftliche Lieferung gemäß Art. 41 G.D. 331/93 - Steuerschuldnerschaft "
                  "des Leistungsempfängers (MwSt.-Nr. BE0456789133).",
        qty_places=2, iban=_iban(4), bic="RZSBIT21", customer_no="0004215",
        extra={"prov": "BZ", "pay": "Banküberweisung 30 Tage Monatsende", "vat_code": "N41",
               "bank": "Raiffeisenkasse Bruneck", "carrier": "Spedition Pustertal Trans"}),
    # 06 — TeamSystem in Dutch, the Belgian subsidiary of an Italian food wholesaler: 6 % (V06, 604000), a discount
    Invoice(
        "06-nl-levensmiddelen", "nl", "teamsystem",
        Supplier("Dal Monte Foods Belgium NV", "Brusselsesteenweg 480", "1731", "Zellik", "BE", _vat(5),
                 "02 466 71 30", "boekhouding@dalmontefoods.be", "RPR Brussel, Nederlandstalige afdeling"),
        "VF27/01873", date(2027, 12, 17), date(2028, 1, 16), "PO45773935", "45773935", D(6),
        [Line("DM-PAS-500", "Pasta penne rigate, in brons getrokken, 500 g (doos van 24 stuks)", D(18), D("26.40"),
              unit="ds"),
         Line("DM-OLI-5L", "Extra vierge olijfolie, blik 5 l", D(12), D("42.75"), unit="st"),
         Line("DM-CAF-1KG", "Koffiebonen espresso blend 70/30 arabica-robusta, zak 1 kg", D(40), D("17.90"),
              unit="st"),
         Line("DM-POM-25", "Gepelde tomaten in blik 2,5 kg", D(24), D("3.85"), unit="st"),
         Line("DM-PAR-1KG", "Parmigiano Reggiano 24 maanden gerijpt, stuk van ca. 1 kg, vacuüm verpakt", D(10),
              D("24.60"), unit="st")],
        "604000", "V06", adjustments=[("Korting 2 %", D(2))],
        qty_places=2, iban=_iban(5), bic="GEBABEBB", payment_ref=ogm(2718730393), customer_no="0001288",
        extra={"pay": "Overschrijving 30 dagen", "vat_code": "6", "bank": "BNP Paribas Fortis",
               "carrier": "Eigen vervoer"}),
    # 07 — Passepartout Mexal in German, a Rovereto drive-technology firm: intra-EU goods (ICG), no PO printed,
    #      cascade discounts 10+5, a delivery-note reference
    Invoice(
        "07-de-antriebe", "de", "mexal",
        Supplier("Adige Antriebstechnik S.r.l.", "Via del Garda 36", "38068", "Rovereto", "IT", _vat(6),
                 "+39 0464 480 712", "contabilita@adige-antriebe.it", "REA TN-221904"),
        "1245", date(2027, 12, 20), date(2028, 2, 29), None, "45773942", D(0),
        [Line("AA-MR063-20", "Schneckengetriebemotor Baugröße 63, i = 20, 0,37 kW, 4-polig, B14-Flansch", D(6),
              D("238.00"), unit="ST", discount=D("14.5")),
         Line("AA-MR075-30", "Schneckengetriebemotor Baugröße 75, i = 30, 0,75 kW, 4-polig", D(4), D("312.00"),
              unit="ST", discount=D("14.5")),
         Line("AA-KT08B-5", "Rollenkette 08B-1 Simplex, 5 m", D(20), D("38.50"), unit="ST"),
         Line("AA-KR08B-17", "Kettenrad 08B-1, 17 Zähne, mit Nabe, vorgebohrt", D(24), D("14.20"), unit="ST")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Transportkosten", D("65.00"))],
        statement="Innergemeinschaftliche Lieferung, nicht steuerbar gemäß Art. 41 D.L. 331/93. Steuerschuldnerschaft "
                  "des Leistungsempfängers.",
        qty_places=2, iban=_iban(6), bic="CCRTIT2TV00", customer_no="BE0031",
        extra={"prov": "TN", "pay": "RIMESSA DIRETTA 60 GG FM / Überweisung 60 Tage", "vat_code": "N41",
               "disc_text": "10+5", "ddt": "Lieferschein Nr. 2310 vom 18.12.2027", "carrier": "Spedition Brenner Logistik",
               "bank": "Cassa Rurale Alto Garda", "parcels": "4", "weight": "186,0"}),
    # 08 — Passepartout Mexal in French, the Belgian branch of an Italian forklift renter: 21 % (V21, 610000)
    Invoice(
        "08-fr-chariots", "fr", "mexal",
        Supplier("Carrelli Elevatori Benelux SRL", "Rue des Artisans 12", "1400", "Nivelles", "BE", _vat(7),
                 "067 21 88 40", "comptabilite@carrelli-benelux.be", "RPM Bruxelles, division francophone"),
        "2028/0004", date(2028, 1, 4), date(2028, 2, 3), "4577 3949", "45773949", D(21),
        [Line(None, "Location chariot élévateur électrique 2,5 t, mât triplex 4,7 m, période du 01/12/2027 au "
                    "31/12/2027", D(2), D("685.00"), unit="mois"),
         Line(None, "Location transpalette électrique 2 t, période du 01/12/2027 au 31/12/2027", D(3), D("210.00"),
              unit="mois"),
         Line(None, "Forfait entretien préventif et contrôle de sécurité", D(5), D("38.00"), unit="pce")],
        "610000", "V21",
        qty_places=2, iban=_iban(7), bic="GKCCBEBB", payment_ref=ogm(2800040949), customer_no="BE0112",
        extra={"pay": "Virement 30 jours date de facture", "vat_code": "21", "bank": "Belfius"}),
    # 09 — Arca Evolution in German, the Luxembourg branch of a Lombard software house: services (ICS, 613000),
    #      the order reference as a row of the lines table, hours with decimals
    Invoice(
        "09-de-software", "de", "arca",
        Supplier("Sistemi Informativi Lombardi Luxembourg S.à r.l.", "12, rue Eugène Ruppert", "L-2453",
                 "Luxembourg", "LU", _vat(8), "+352 27 48 61 20", "rechnungen@sil-lux.lu", "RCS Luxembourg B231874"),
        "FVE-000873", date(2028, 1, 10), date(2028, 2, 9), "4577 3956 vom 02.12.2027", "45773956", D(0),
        [Line("SIL-MNT-WMS", "Wartung und Updates Lagerverwaltungssoftware, Zeitraum 01.01.2028 - 31.12.2028",
              D(1), D("5400.00"), unit="Jahr"),
         Line("SIL-LIC-RF", "Zusätzliche Lizenzen Handscanner-Client", D(10), D("185.00"), unit="Stk"),
         Line("SIL-SUP-H", "Support und Anpassungen nach Aufwand (Tickets 2027-1184 und 2027-1190)", D("12.5"),
              D("95.00"), unit="Std.")],
        "613000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Art. 44 und 196 MwStSystRL) / Autoliquidation. "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        qty_places=2, iban=_iban(8), bic="BGLLLULL", customer_no="000417",
        extra={"pay": "Banküberweisung 30 Tage", "vat_code": "RC", "bank": "BGL BNP Paribas"}),
    # 10 — Gestionale 1 in French, a Brussels Italian caterer: catering at the Belgian 12 % (V12, 602000)
    Invoice(
        "10-fr-traiteur", "fr", "gestionale1",
        Supplier("Sapori di Sicilia Traiteur SRL", "Rue Gray 88", "1040", "Etterbeek", "BE", _vat(9),
                 "02 644 39 15", "info@saporidisicilia.be", "RPM Bruxelles"),
        "FA 087/28", date(2028, 1, 12), date(2028, 1, 27), "45773963", "45773963", D(12),
        [Line(None, "Buffet de fin d'année du 17/12/2027 au magasin de Gand : antipasti, pâtes fraîches, plats "
                    "chauds et desserts (boissons non comprises)", D(85), D("32.50"), unit="couv."),
         Line(None, "Service en salle : personnel de service, 6 heures", D(4), D("168.00"), unit="pers."),
         Line(None, "Location vaisselle, nappes et chauffe-plats", D(1), D("240.00"), unit="forfait"),
         Line(None, "Livraison et reprise du matériel", D(1), D("95.00"), unit="forfait")],
        "602000", "V12",
        iban=_iban(9), bic="ARSPBE22", payment_ref=ogm(2808700963), customer_no="C-214",
        extra={"pay": "Virement à 15 jours"}),
    # 11 — Sage 200c, Spanish and English, a Basque steel stockholder: intra-EU goods (ICG), a line discount, freight
    Invoice(
        "11-en-steel", "en", "sage200c",
        Supplier("Aceros y Perfiles del Cantábrico S.L.", "Polígono Ibarreta, Calle Ibarreta 14", "48510",
                 "Valle de Trápaga", "ES", _vat(10), "+34 944 921 370", "facturacion@acerosdelcantabrico.es",
                 "Registro Mercantil de Bizkaia, Tomo 5123, Folio 12, Hoja BI-58231"),
        "FV 2028/000045", date(2028, 1, 14), date(2028, 3, 14), "45773970", "45773970", D(0),
        [Line("IPE200-S275", "IPE 200 beam S275JR, length 12 m", D(24), D("268.80"), unit="ud"),
         Line("HEA160-S275", "HEA 160 beam S275JR, length 12 m", D(10), D("382.40"), unit="ud"),
         Line("TC80804-S355", "Square hollow section 80 x 80 x 4 mm S355J2H, length 6 m, hot-dip galvanised",
              D(40), D("96.75"), unit="ud", discount=D(5)),
         Line("CH10-1530", "Steel plate 10 mm S275JR, 1500 x 3000 mm", D(8), D("318.00"), unit="ud")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Portes / Freight", D("380.00"))],
        statement="Entrega intracomunitaria exenta, art. 25 Ley 37/1992 del IVA / Exempt intra-Community supply, "
                  "reverse charge (art. 138 Directive 2006/112/EC). VAT no. of the customer: BE0456789133.",
        qty_places=2, iban=_iban(10), bic="CAIXESBBXXX", customer_no="430001287",
        extra={"prov": "Bizkaia", "pay": "Transferencia 60 días / Bank transfer 60 days",
               "delivery": "ALB-28/000031"}),
    # 12 — Sage 200c in Dutch, the Breda branch of a Spanish tile maker: intra-EU goods (ICG), no PO printed,
    #      an invoice discount, m²
    Invoice(
        "12-nl-tegels", "nl", "sage200c",
        Supplier("Cerámicas Levante Benelux B.V.", "Minervum 7081", "4817 ZK", "Breda", "NL", _vat(11),
                 "+31 76 204 55 80", "administratie@ceramicaslevante.nl", "KvK 71943286"),
        "28/000112", date(2028, 1, 18), date(2028, 2, 17), None, "45773977", D(0),
        [Line("CL-GP6060-AN", "Keramische vloertegel porcellanato 60 x 60 cm, gerectificeerd, antraciet, R10",
              D(180), D("24.90"), unit="m²"),
         Line("CL-WT3060-WM", "Wandtegel 30 x 60 cm, wit mat", D(95), D("18.40"), unit="m²"),
         Line("CL-PL0860-AN", "Plint 8 x 60 cm antraciet", D(120), D("3.15"), unit="st"),
         Line("CL-LM-C2TE", "Tegellijm C2TE S1 flexibel, zak 25 kg", D(60), D("14.60"), unit="zak"),
         Line("CL-VM-CG2", "Voegmortel CG2 WA antraciet, zak 5 kg", D(24), D("9.80"), unit="zak")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Korting 3 %", D(3))],
        statement="Intracommunautaire levering, vrijgesteld op grond van art. 138 Btw-richtlijn 2006/112/EG - btw "
                  "verlegd naar de afnemer (BE0456789133).",
        qty_places=2, iban=_iban(11), bic="TRIONL2U", customer_no="430000518",
        extra={"pay": "Overschrijving 30 dagen", "delivery": "ALB-28/000044"}),
]

assert [inv.supplier.country for inv in CORPUS] == COUNTRIES
assert [inv.po_number for inv in CORPUS] == [str(45773900 + 7 * k) for k in range(12)]
