"""The twelve invoices of the thirty-fourth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve suppliers neither the project nor the earlier blind corpora
print (BE, NL, HU, CZ, PL), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of invoicing software other than the earlier corpora's: Deltek Maconomy, Easyfact, Billingo,
Fakturoid, iDoklad, inFakt and wFirma. PO numbers are the ERP's 4577xxxx (45772700, step 7); each invoice prints
them in the supplier's own form (one prints none). VAT numbers and IBANs carry valid check digits (ids.py:
random.Random(20271224), VAT then IBAN for each supplier in order)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

VAT = [vat for vat, _ in IDS]
IBAN = [account for _, account in IDS]

CORPUS = [
    # 01 — Deltek Maconomy, a Delft structural consultancy: hours and mileage on a job, services reverse charged (ICS)
    Invoice(
        "01-nl-advies", "nl", "maconomy",
        Supplier("Van Rijswijk Constructieadvies B.V.", "Schoemakerstraat 97", "2628 VK", "Delft", "NL", VAT[0],
                 "015 262 48 10", "facturen@vanrijswijk-ca.nl", "KvK 27164893"),
        "2710458", date(2027, 12, 1), date(2027, 12, 31), "PO-45772700", "45772700", D(0),
        [Line(None, "Constructieve berekeningen staalconstructie uitbreiding magazijn, fase 2 (definitief "
                    "ontwerp)", D("38.5"), D("118.00"), unit="uur"),
         Line(None, "Projectleiding en bouwvergaderingen met de aannemer te Gent", D(12), D("135.00"), unit="uur"),
         Line(None, "Tekenwerk BIM-model, verwerken revisie B van de architect", D("24.25"), D("92.00"), unit="uur"),
         Line(None, "Kilometervergoeding Delft - Gent v.v., 4 ritten", D(936), D("0.23"), unit="km")],
        "613000", "ICS", reverse_charge=True,
        statement="Btw verlegd naar de afnemer: dienst belast in het land van de afnemer (art. 44 en 196 "
                  "Btw-richtlijn 2006/112/EG). Btw-nummer afnemer: BE0456.789.133.",
        iban=IBAN[0], bic="TRIONL2U", customer_no="20417",
        extra={"job": "27-0184", "job_name": "Uitbreiding magazijn Technibouw Gent",
               "period": "01-11-2027 t/m 30-11-2027", "ours": "ir. M. van Rijswijk", "terms": "30 dagen"}),
    # 02 — Easyfact, an Aalst caterer: the staff party, Belgian 12 % on catering (V12, 602000)
    Invoice(
        "02-nl-catering", "nl", "easyfact",
        Supplier("Traiteur De Smet BV", "Gentsesteenweg 212", "9300", "Aalst", "BE", VAT[1], "053 70 21 64",
                 "info@traiteurdesmet.be", "RPR Gent, afd. Dendermonde"),
        "2027/00412", date(2027, 12, 3), date(2027, 12, 17), "45772707", "45772707", D(12),
        [Line(None, "Walking dinner personeelsfeest 26/11/2027: koude en warme hapjes, 8 stuks per persoon",
              D(85), D("32.50"), unit="pers."),
         Line(None, "Dessertbuffet met seizoensfruit en mini-gebak", D(85), D("7.80"), unit="pers."),
         Line(None, "Bediening door 4 medewerkers (5 uur)", D(20), D("38.00"), unit="uur"),
         Line(None, "Servies, bestek en glazen inbegrepen in de formule, afwas ter plaatse", D(85), D("2.10"),
              unit="pers.")],
        "602000", "V12",
        iban=IBAN[1], bic="BBRUBEBB", payment_ref=ogm(2700412707), customer_no="K0388",
        extra={"po_label": "Uw bestelbon", "terms": "14 dagen"}),
    # 03 — Easyfact, a Harelbeke electrical wholesaler: article numbers, a line discount, 21 % (V21), no PO printed
    Invoice(
        "03-nl-verlichting", "nl", "easyfact",
        Supplier("Elektrohandel Vanneste NV", "Kortrijksesteenweg 1040", "8530", "Harelbeke", "BE", VAT[2],
                 "056 21 88 40", "boekhouding@vanneste-elektro.be", "RPR Gent, afd. Kortrijk"),
        "2027/01187", date(2027, 12, 6), date(2028, 1, 5), None, "45772714", D(21),
        [Line("LED-HB-150", "LED high bay armatuur 150 W, 4000 K, IP65, met bewegingsmelder en daglichtsensor",
              D(24), D("118.40"), unit="st", discount=D(5)),
         Line("LED-BAT-58", "LED batten 1500 mm, 40 W, 4000 K", D(60), D("24.90"), unit="st"),
         Line("NV-VLUCHT-3", "Noodverlichting vluchtwegpictogram, 3 uur autonomie, wandmontage", D(18),
              D("46.75"), unit="st"),
         Line("KAB-XVB-3G25", "Kabel XVB-F2 3G2,5 mm², haspel 100 m", D(6), D("112.00"), unit="hsp"),
         Line("WAGO-221-413", "Verbindingsklem 3-voudig, doos 50 st", D(10), D("14.20"), unit="ds")],
        "604000", "V21",
        iban=IBAN[2], bic="BBRUBEBB", payment_ref=ogm(2701187714), customer_no="K1204",
        extra={"terms": "30 dagen", "delivery": "Levering 02/12/2027, leverbon LB27-5518"}),
    # 04 — Easyfact in French, a Gembloux spring-water distributor: water at the Belgian 6 % (V06, 612000)
    Invoice(
        "04-fr-eau", "fr", "easyfact",
        Supplier("Sources de Gembloux SRL", "Chaussée de Namur 171", "5030", "Gembloux", "BE", VAT[3],
                 "081 61 43 90", "facturation@sources-gembloux.be", "RPM Liège, division Namur"),
        "2027/0931", date(2027, 12, 8), date(2028, 1, 7), "4577 2721", "45772721", D(6),
        [Line(None, "Bonbonne eau de source 18,9 L pour fontaine, livraison et mise en place sur site", D(48),
              D("8.90"), unit="pce"),
         Line(None, "Eau minérale plate 50 cl, pack de 24 bouteilles", D(30), D("7.45"), unit="pack"),
         Line(None, "Eau pétillante 1 L, pack de 6 bouteilles", D(20), D("4.95"), unit="pack")],
        "612000", "V06",
        iban=IBAN[3], bic="ARSPBE22", payment_ref=ogm(2709312721), customer_no="C-2291",
        extra={"po_label": "Votre bon de commande", "terms": "30 jours"}),
    # 05 — Billingo, bilingual Hungarian/English, a Székesfehérvár foundry: intra-EU goods (ICG), KBAET, PO in the note
    Invoice(
        "05-en-castings", "en", "billingo",
        Supplier("Fehérvár Alumínium Öntöde Kft.", "Berényi út 72", "8000", "Székesfehérvár", "HU", VAT[4],
                 "+36 22 501 840", "szamlazas@fehervar-ontode.hu", "Cg. 07-09-031784"),
        "FAO-2027-418", date(2027, 12, 2), date(2028, 1, 1), "45772728", "45772728", D(0),
        [Line(None, "Aluminium die-cast housing AC-46000, machined and deburred, for control cabinet door hinge",
              D(1200), D("2.86"), unit="pcs"),
         Line(None, "Aluminium bracket 80 x 60 mm, powder coated RAL 7035", D(800), D("1.74"), unit="pcs"),
         Line(None, "Aluminium end cap for profile 40 x 40, anodised", D(2500), D("0.38"), unit="pcs"),
         Line(None, "Wooden pallet with stretch film", D(6), D("18.00"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Közösségen belüli adómentes termékértékesítés / Intra-Community supply of goods, exempt from "
                  "VAT (Art. 138 Directive 2006/112/EC). Reverse charge: VAT to be accounted for by the customer.",
        dec=",", group=" ", iban=IBAN[4], bic="OTPVHUHB", customer_no="",
        extra={"fulfilment": "2027-11-30", "vat_key": "KBAET", "tax_no": "44714455-2-07",
               "po_note": "Your order no.: 45772728"}),
    # 06 — Billingo, bilingual Hungarian/German, a Győr engineering office: shop drawings, services reverse charged (ICS)
    Invoice(
        "06-de-konstruktion", "de", "billingo",
        Supplier("Rába Mérnökiroda Kft.", "Szent István út 10/A", "9021", "Győr", "HU", VAT[5], "+36 96 524 310",
                 "iroda@rabamernok.hu", "Cg. 08-09-027315"),
        "RMI-2027-0093", date(2027, 12, 9), date(2027, 12, 24), "4577-2735", "45772735", D(0),
        [Line(None, "Werkstattzeichnungen Stahlbühne Lager Gent, 3D-Modell, Übersichtspläne und Stücklisten",
              D(46), D("52.00"), unit="Std."),
         Line(None, "Statische Nachweise Bühnenträger nach Eurocode 3", D(18), D("58.00"), unit="Std."),
         Line(None, "Überarbeitung der Zeichnungen nach Prüfbericht", D("9.5"), D("52.00"), unit="Std.")],
        "602000", "ICS", reverse_charge=True,
        statement="Fordított adózás / Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 "
                  "MwStSystRL). USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        dec=",", group=" ", iban=IBAN[5], bic="UBRTHUHB", customer_no="",
        extra={"fulfilment": "2027-12-09", "vat_key": "EUFAD37", "tax_no": "68353339-2-08",
               "po_note": "Ihre Bestellung: 4577-2735"}),
    # 07 — Deltek Maconomy in French, a Brussels engineering consultancy: an energy audit, Belgian 21 % (V21, 613000)
    Invoice(
        "07-fr-conseil", "fr", "maconomy",
        Supplier("Lemaire & Associés Ingénieurs-Conseils SRL", "Avenue Louise 326", "1050", "Bruxelles", "BE",
                 VAT[6], "02 640 18 77", "comptabilite@lemaire-ic.be", "RPM Bruxelles"),
        "2741172", date(2027, 12, 10), date(2028, 1, 9), "BC 45772742", "45772742", D(21),
        [Line(None, "Audit énergétique du bâtiment logistique de Gand : relevés sur site, analyse des "
                    "consommations et rapport", D(26), D("125.00"), unit="h"),
         Line(None, "Simulation thermique dynamique de l'entrepôt et variantes d'isolation de toiture",
              D("18.5"), D("125.00"), unit="h"),
         Line(None, "Réunion de présentation des résultats", D(4), D("145.00"), unit="h"),
         Line(None, "Frais de déplacement Bruxelles - Gand", D(2), D("65.00"), unit="forfait")],
        "613000", "V21",
        iban=IBAN[6], bic="BBRUBEBB", payment_ref=ogm(2741172742), customer_no="10233",
        extra={"job": "E27-0611", "job_name": "Audit énergétique entrepôt Gand",
               "period": "01/11/2027 - 30/11/2027", "ours": "Ir. C. Lemaire", "terms": "30 jours"}),
    # 08 — Fakturoid in English, a Jablonec glassworks: intra-EU goods (ICG), no VAT columns, the order number field
    Invoice(
        "08-en-glass", "en", "fakturoid",
        Supplier("Sklárna Jizera s.r.o.", "Palackého 1284/12", "466 01", "Jablonec nad Nisou", "CZ", VAT[7],
                 "+420 483 312 740", "fakturace@sklarna-jizera.cz",
                 "Registered in the Commercial Register, Regional Court in Ústí nad Labem, Section C, File 41877"),
        "2027-0187", date(2027, 12, 7), date(2027, 12, 21), "PO 4577-2749", "45772749", D(0),
        [Line(None, "Borosilicate glass lamp cover, clear, diameter 220 mm, for high bay luminaires", D(400),
              D("6.85"), unit="pcs"),
         Line(None, "Prismatic glass diffuser, diameter 300 mm, tempered", D(150), D("14.20"), unit="pcs"),
         Line(None, "Glass wall light shade, opal, 180 x 120 mm", D(240), D("4.90"), unit="pcs"),
         Line(None, "Wooden transport crates", D(1), D("145.00"), unit="lot")],
        "604000", "ICG", reverse_charge=True,
        statement="Supply of goods to another EU member state, exempt from VAT under Section 64 of the Czech VAT "
                  "Act (Art. 138 Directive 2006/112/EC). The customer accounts for the VAT (reverse charge).",
        dec=".", group=",", iban=IBAN[7], bic="KOMBCZPP", customer_no="",
        extra={"reg_no": VAT[7][2:], "account": "4184143388/0100", "vs": "20270187"}),
    # 09 — iDoklad in English, a Brno sensor maker: codes, a line discount, intra-EU goods (ICG), a VAT recapitulation
    Invoice(
        "09-en-sensors", "en", "idoklad",
        Supplier("Moravia Sensorik s.r.o.", "Technická 3058/10", "616 00", "Brno", "CZ", VAT[8], "+420 541 226 318",
                 "ucetni@moravia-sensorik.cz", "C 104882 maintained by the Regional Court in Brno"),
        "20270312", date(2027, 12, 13), date(2027, 12, 27), "PO45772756", "45772756", D(0),
        [Line("IS-M18-8PNO", "Inductive proximity sensor M18, PNP NO, 8 mm, M12 connector", D(120), D("11.40"),
              unit="pcs"),
         Line("PS-OPT-R5", "Photoelectric sensor, retro-reflective, 5 m range, with reflector and mounting bracket",
              D(40), D("38.90"), unit="pcs", discount=D(10)),
         Line("CAB-M12-4P-5", "Sensor cable M12 4-pin, PUR, 5 m", D(160), D("4.25"), unit="pcs"),
         Line("LS-ROL-IP67", "Limit switch with roller lever, IP67", D(30), D("17.80"), unit="pcs"),
         Line("PT-4-20-10B", "Pressure transmitter 0-10 bar, 4-20 mA", D(12), D("72.50"), unit="pcs")],
        "604000", "ICG", reverse_charge=True,
        statement="Supply of goods to another member state exempt from VAT under § 64 of Act No. 235/2004 Coll. "
                  "Reverse charge - the customer is liable to pay the VAT.",
        dec=".", group=",", iban=IBAN[8], bic="RZBCCZPP", customer_no="",
        extra={"reg_no": VAT[8][2:], "account": "6485498114/5500", "vs": "20270312"}),
    # 10 — inFakt, bilingual Polish/English, a Poznań haulier: road transport, services reverse charged (ICS, 615000)
    Invoice(
        "10-en-transport", "en", "infakt",
        Supplier("Trans-Warta Sp. z o.o.", "ul. Głogowska 431", "60-004", "Poznań", "PL", VAT[9], "+48 61 842 55 10",
                 "faktury@trans-warta.pl", "KRS 0000618342"),
        "48/12/2027", date(2027, 12, 14), date(2028, 1, 13), "TB/45772763", "45772763", D(0),
        [Line(None, "International road transport Poznań (PL) - Gent (BE), full truck load 13.6 ldm, CMR "
                    "2027/11874, loading 08.12.2027", D(1), D("1480.00"), unit="trip"),
         Line(None, "International road transport Gent (BE) - Wrocław (PL), return of empty pallets, CMR "
                    "2027/11902", D(1), D("1320.00"), unit="trip"),
         Line(None, "Waiting time at unloading above 2 free hours", D(3), D("45.00"), unit="h"),
         Line(None, "Road tolls Germany and Belgium", D(1), D("212.60"), unit="service")],
        "615000", "ICS", reverse_charge=True,
        statement="Odwrotne obciążenie / Reverse charge (Art. 196 Directive 2006/112/EC).",
        dec=",", group=" ", iban=IBAN[9], bic="BREXPLPW", customer_no="",
        extra={"sale": "2027-12-10", "place": "Poznań", "po_label": "Zlecenie nr / Order no.",
               "rate_label": "np.", "bank": "mBank S.A.", "terms_days": "30"}),
    # 11 — inFakt, bilingual Polish/German, a Dąbrowa Górnicza racking maker: intra-EU goods (ICG), 0 % WDT
    Invoice(
        "11-de-regale", "de", "infakt",
        Supplier("Stalmet Regały Sp. z o.o.", "ul. Przemysłowa 18", "41-300", "Dąbrowa Górnicza", "PL", VAT[10],
                 "+48 32 264 81 30", "ksiegowosc@stalmet-regaly.pl", "KRS 0000412765"),
        "112/12/2027", date(2027, 12, 16), date(2028, 1, 14), "4577 2770", "45772770", D(0),
        [Line(None, "Palettenregal-Rahmen 6000 x 1100 mm, verzinkt, Feldlast 18 t", D(24), D("148.00"), unit="Stk."),
         Line(None, "Traverse 2700 mm, Tragkraft 2.000 kg pro Paar, RAL 2004 orange", D(160), D("26.40"),
              unit="Stk."),
         Line(None, "Gitterrostauflage 1100 x 1300 mm", D(96), D("19.60"), unit="Stk."),
         Line(None, "Anfahrschutz für Rahmen, gelb-schwarz", D(24), D("22.50"), unit="Stk."),
         Line(None, "Schwerlastdübel M12 mit Unterlegplatten, Set für einen Rahmen", D(48), D("3.20"),
              unit="Set")],
        "604000", "ICG", reverse_charge=True,
        statement="Wewnątrzwspólnotowa dostawa towarów (WDT), stawka 0% / Steuerfreie innergemeinschaftliche "
                  "Lieferung (Art. 138 MwStSystRL).",
        dec=",", group=" ", iban=IBAN[10], bic="WBKPPLPP", customer_no="",
        extra={"sale": "2027-12-15", "place": "Dąbrowa Górnicza", "po_label": "Zamówienie / Bestellung",
               "rate_label": "0%", "bank": "Santander Bank Polska S.A.", "terms_days": "29"}),
    # 12 — wFirma, bilingual Polish/English, a Kraków software house: licences and hours, a discount, services (ICS)
    Invoice(
        "12-en-software", "en", "wfirma",
        Supplier("Wawel Systems Sp. z o.o.", "ul. Lea 114", "30-133", "Kraków", "PL", VAT[11], "+48 12 395 40 21",
                 "billing@wawelsystems.pl", "KRS 0000735518"),
        "FV 231/2027", date(2027, 12, 20), date(2028, 1, 3), "45772777", "45772777", D(0),
        [Line(None, "WMS Cloud licence, 12 months (01.01.2028 - 31.12.2028), per named user", D(25), D("96.00"),
              unit="user", discount=D(10)),
         Line(None, "Integration with the customer's ERP via REST API, implementation work", D(32), D("55.00"),
              unit="h"),
         Line(None, "Remote training for warehouse team leaders", D(6), D("55.00"), unit="h"),
         Line(None, "Mobile scanner app licence (Android), per device", D(14), D("38.00"), unit="pcs")],
        "613000", "ICS", reverse_charge=True,
        statement="Odwrotne obciążenie / Reverse charge - VAT to be accounted for by the recipient of the "
                  "services (Art. 44 and 196 Directive 2006/112/EC).",
        dec=",", group=" ", iban=IBAN[11], bic="INGBPLPW", customer_no="",
        extra={"sale": "2027-12-20", "place": "Kraków", "po_label": "Zamówienie / Order", "rate_label": "NP",
               "bank": "ING Bank Śląski S.A."}),
]
