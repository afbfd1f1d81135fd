"""The twelve invoices of the sixth blind corpus (issue 38, item 8), written before the reader was next judged, by
a helper that had not read the reader. Twelve suppliers neither the project nor the five earlier blind corpora
print (BE, NL, DE, FR, LU), in nl, fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary layout
of one family of mainstream invoicing software other than the fourth and fifth corpora's: Moneybird, SnelStart,
Octopus, sevDesk, QuickBooks, Sellsy and a Luxembourg wholesaler's own ERP print. PO numbers are the ERP's
4576xxxx; each invoice prints them in the supplier's own form (one prints none)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

EU_GOODS_NL = "Intracommunautaire levering, btw verlegd naar afnemer (art. 138 Btw-richtlijn 2006/112/EG)."
BE_RC_NL = ("Btw verlegd. Verlegging van heffing: medecontractant, art. 20 KB nr. 1. Bij gebrek aan schriftelijke "
            "betwisting binnen een termijn van één maand na ontvangst van de factuur wordt de klant geacht te "
            "erkennen dat hij een belastingplichtige is gehouden tot het indienen van periodieke aangiften.")

CORPUS = [
    # 01 — Moneybird, a Dutch office-supplies webshop, intra-EU goods (ICG)
    Invoice(
        "01-nl-kantoor", "nl", "moneybird",
        Supplier("Papierwaren Zuidas B.V.", "Strawinskylaan 411", "1077 XX", "Amsterdam", "NL", "NL760322843B03",
                 "020 794 31 60", "facturen@papierwaren-zuidas.nl", "KvK 81240577"),
        "2027-0042", date(2027, 3, 1), date(2027, 3, 15), "PO 45760014", "45760014", D(0),
        [Line("PZ-A4-80", "Kopieerpapier A4 80 g/m², doos à 5 pakken", D(60), D("18.95"), discount=D(8)),
         Line("PZ-ORD-50", "Ordner A4 rug 50 mm, karton, blauw", D(120), D("2.85"), discount=D(8)),
         Line("PZ-TON-26A", "Tonercartridge zwart, 9.000 pagina's, compatibel met de printers in het magazijn",
              D(6), D("74.50")),
         Line(None, "Verzendkosten pallet naar Gent", D(1), D("45.00"))],
        "604000", "ICG", reverse_charge=True, statement=EU_GOODS_NL,
        iban="NL27 ABNA 7135 5983 67", bic="ABNANL2A", customer_no="1031"),
    # 02 — Moneybird in English, a Dutch hosting company, services reverse charged (ICS), no PO reference printed
    Invoice(
        "02-en-hosting", "en", "moneybird",
        Supplier("Dijkgraaf Cloud Hosting B.V.", "Vredenburg 40", "3511 BD", "Utrecht", "NL", "NL323194576B01",
                 "030 207 11 48", "billing@dijkgraafcloud.nl", "KvK 69015422"),
        "2027-0117", date(2027, 3, 2), date(2027, 4, 1), None, "45760021", D(0),
        [Line("VPS-L", "Virtual server L, 8 vCPU, 32 GB RAM, March 2027", D(3), D("89.00")),
         Line("BACKUP-500", "Off-site backup 500 GB, March 2027", D(2), D("24.50")),
         Line(None, "Migration of the warehouse database to the new cluster, including a test restore and a "
              "night-time cut-over", D("7.5"), D("95.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="VAT reverse charged (Article 196, Council Directive 2006/112/EC).",
        dec=".", group=",", iban="NL82 TRIO 2031 0267 57", bic="TRIONL2U", customer_no="1208"),
    # 03 — SnelStart, a Dutch cable wholesaler, intra-EU goods (ICG), freight before the net total
    Invoice(
        "03-nl-kabels", "nl", "snelstart",
        Supplier("Kabelhandel Van Ommen B.V.", "Edisonstraat 18", "7006 RB", "Doetinchem", "NL", "NL580160099B01",
                 "0314 36 88 20", "verkoop@vanommenkabel.nl", "KvK 09175530"),
        "F27-00381", date(2027, 3, 3), date(2027, 4, 2), "4576 0035", "45760035", D(0),
        [Line("100482", "YMvK 3x2,5 mm² grijs, haspel 500 m", D(1500), D("1.145"), unit="m", price_places=3),
         Line("100517", "XMvK 5G6 mm² zwart", D(250), D("4.62"), unit="m"),
         Line("204410", "Kabelgoot 60x110 mm, verzinkt, lengte 3 m", D(40), D("21.80"), unit="st", discount=D(12),
              detail=("Inclusief koppelstukken",)),
         Line("311020", "Bundelband 4,8x290 mm zwart, zak à 100", D(50), D("3.95"), unit="zak"),
         Line("311055", "Wartel M25 IP68 polyamide", D(200), D("0.88"), unit="st")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Vrachtkosten", D("65.00"))],
        statement="Intracommunautaire levering - btw verlegd (art. 138 Btw-richtlijn). "
                  "Btw-nummer afnemer: BE0456.789.133",
        iban="NL83 RABO 6590 2662 49", bic="RABONL2U", customer_no="20418",
        extra={"pakbon": "P27-01977", "ordernr": "O27-00952"}),
    # 04 — Octopus, a Brussels printing house, Belgian VAT 21 %
    Invoice(
        "04-fr-imprimerie", "fr", "octopus",
        Supplier("Imprimerie Delcourt & Fils SRL", "Rue des Tanneurs 58", "1000", "Bruxelles", "BE", "BE0652.172.966",
                 "02 512 44 09", "compta@imprimerie-delcourt.be", "RPM Bruxelles"),
        "2027/0089", date(2027, 3, 4), date(2027, 4, 3), "BC 45760042", "45760042", D(21),
        [Line("BRO-A5-16", "Brochure A5, 16 pages quadri, papier couché 135 g, agrafée", D(2500), D("0.62"),
              discount=D(5)),
         Line("DEP-A4", "Dépliant A4 plié en 3, recto-verso", D(5000), D("0.118"), price_places=3),
         Line(None, "Mise en page et corrections de la brochure (selon devis n° D27-014)", D(6), D("58.00")),
         Line("BAN-RU-85", "Roll-up 85 x 200 cm avec sac de transport", D(4), D("96.00"), discount=D(5))],
        "614000", "V21", iban="BE95 3106 3962 4958", bic="BBRUBEBB", payment_ref=ogm(2700890042),
        customer_no="C0217"),
    # 05 — Octopus, a Flemish painting contractor, Belgian co-contractor reverse charge (VRC)
    Invoice(
        "05-nl-schilderwerken", "nl", "octopus",
        Supplier("Schilderwerken Verhaeghe BV", "Kortrijksesteenweg 1122", "9051", "Sint-Denijs-Westrem", "BE",
                 "BE1217.555.381", "09 222 61 75", "info@verhaeghe-schilderwerken.be", "RPR Gent"),
        "2027/0031", date(2027, 3, 5), date(2027, 4, 4), "45760049", "45760049", D(0),
        [Line(None, "Schuren, ontvetten en tweemaal schilderen van de stalen kolommen in hal 2 met "
              "epoxycoating RAL 7035", D(64), D("38.50"), unit="st"),
         Line(None, "Vloermarkering looppaden, geel, breedte 10 cm", D("412.5"), D("4.20"), unit="m"),
         Line(None, "Hoogwerker 12 m, 3 dagen", D(3), D("185.00"), unit="dag")],
        "602000", "VRC", reverse_charge=True, statement=BE_RC_NL,
        iban="BE04 0019 2935 2531", bic="GEBABEBB", payment_ref=ogm(2700310049), customer_no="K0088"),
    # 06 — sevDesk, a German label printer, intra-EU goods (ICG), shipping before the net total
    Invoice(
        "06-de-etiketten", "de", "sevdesk",
        Supplier("Etikettendruck Hansen GmbH", "Friedrich-Ebert-Damm 160", "22047", "Hamburg", "DE", "DE354821027",
                 "040 696 54 30", "rechnung@etiketten-hansen.de", "Amtsgericht Hamburg HRB 151204"),
        "RE-1089", date(2027, 3, 8), date(2027, 4, 7), "45760056", "45760056", D(0),
        [Line("TT-100-150", "Thermotransfer-Etiketten 100 x 150 mm, Rolle à 1.000 Stück", D(80), D("14.90"),
              unit="Rolle", discount=D(10)),
         Line("TT-RIB-110", "Farbband Wachs/Harz 110 mm x 450 m", D(24), D("11.40"), unit="Stück"),
         Line("VERS-EAN", "Versandetiketten EAN-128, bedruckt nach Vorlage, 2 Farben", D(20000), D("0.021"),
              unit="Stück", price_places=3),
         Line(None, "Klischeekosten einmalig", D(1), D("85.00"), unit="pauschal")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("29.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG. Steuerschuldnerschaft des "
                  "Leistungsempfängers.",
        iban="DE05 9700 5662 4714 5990 16", bic="HASPDEHHXXX", customer_no="1044"),
    # 07 — sevDesk, a German ventilation-service firm, 19 % on work on the buyer's Aachen depot (ICS)
    Invoice(
        "07-de-lueftung", "de", "sevdesk",
        Supplier("Lüftungstechnik Bergmann GmbH", "Trierer Straße 705", "52078", "Aachen", "DE", "DE293757390",
                 "0241 525 80 10", "buero@lueftung-bergmann.de", "Amtsgericht Aachen HRB 22061"),
        "RE-1102", date(2027, 3, 9), date(2027, 3, 23), "Bestellung Nr. 4576-0063", "45760063", D(19),
        [Line(None, "Jahreswartung der Lüftungsanlage Außenlager Aachen-Rothe Erde gemäß VDI 6022, inkl. "
              "Hygieneinspektion und Prüfprotokoll", D(1), D("1240.00"), unit="pauschal"),
         Line("F7-592-592", "Taschenfilter F7 592 x 592 x 600 mm", D(12), D("42.30"), unit="Stück"),
         Line("KR-250", "Keilriemen SPA 1250", D(4), D("18.60"), unit="Stück"),
         Line(None, "Arbeitszeit Servicetechniker", D("5.5"), D("78.00"), unit="Std.")],
        "611000", "ICS",
        statement="Leistungsort Aachen (grundstücksbezogene Leistung, § 3a Abs. 3 Nr. 1 UStG): deutsche "
                  "Umsatzsteuer.",
        iban="DE20 6361 1861 4946 3071 56", bic="AACSDE33", customer_no="1017"),
    # 08 — QuickBooks, a Luxembourg training company, 17 % Luxembourg VAT on a course held in Luxembourg (ICS)
    Invoice(
        "08-en-training", "en", "quickbooks",
        Supplier("Kirchberg Safety Academy S.à r.l.", "7, rue Alphonse Weicker", "L-2721", "Luxembourg", "LU",
                 "LU35008649", "+352 26 43 18 1", "accounts@kirchberg-safety.lu", "RCS Luxembourg B248310"),
        "1047", date(2027, 3, 10), date(2027, 4, 9), "45760070", "45760070", D(17),
        [Line("FLT-2D", "Forklift operator certification, 2 days, in Luxembourg", D(8), D("545.00")),
         Line("FA-1D", "First aid at work, 1 day", D(10), D("210.00")),
         Line(None, "Course material and certificates", D(18), D("18.50"))],
        "613000", "ICS", statement="Training held in Luxembourg: Luxembourg VAT 17 % applies.",
        dec=".", group=",", iban="LU98 5596 4626 7733 5068", bic="BILLLULL", customer_no="TECH-BE"),
    # 09 — SnelStart in English, a Dutch pallet trader, intra-EU goods (ICG), invoice discount before the net total
    Invoice(
        "09-en-pallets", "en", "snelstart",
        Supplier("Palletcentrale Moerdijk B.V.", "Havenweg 9", "4782 SK", "Moerdijk", "NL", "NL177054426B01",
                 "0168 41 22 90", "invoice@palletcentrale.nl", "KvK 20094417"),
        "F27-00412", date(2027, 3, 11), date(2027, 4, 10), "45760077", "45760077", D(0),
        [Line("EUR-A", "Euro pallet EPAL 1200x800, grade A, used", D(1200), D("9.85"), unit="pcs"),
         Line("EUR-NEW", "Euro pallet EPAL 1200x800, new", D(300), D("16.40"), unit="pcs"),
         Line("BLK-1210", "Block pallet 1200x1000, heat treated ISPM 15", D(150), D("14.25"), unit="pcs",
              discount=D(5)),
         Line("COL-4", "Pallet collar 1200x800, 4 hinges", D(400), D("6.90"), unit="pcs")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Discount 3 %", D(3))],
        statement="Intra-Community supply, VAT reverse charged (Article 138, Directive 2006/112/EC). "
                  "Customer VAT number: BE0456.789.133",
        dec=".", group=",", iban="NL62 ABNA 7238 6255 11", bic="ABNANL2A", customer_no="20577",
        extra={"pakbon": "P27-02144", "ordernr": "O27-01013"}),
    # 10 — Sellsy, a French industrial-door maintenance firm, 20 % on work at the buyer's Lesquin depot (ICS)
    Invoice(
        "10-fr-portes", "fr", "sellsy",
        Supplier("Nord Fermetures Maintenance SAS", "14 rue du Pévèle", "59650", "Villeneuve-d'Ascq", "FR",
                 "FR75962739959", "03 20 47 19 66", "facturation@nord-fermetures.fr", "SIRET 962 739 959 00018"),
        "FA-2027-00153", date(2027, 3, 12), date(2027, 4, 11), "Bon de commande n° 45760084", "45760084", D(20),
        [Line(None, "Contrat de maintenance préventive des portes sectionnelles et niveleurs de quai, entrepôt "
              "de Lesquin, 1er semestre 2027", D(1), D("2860.00")),
         Line("MOT-SEC-24", "Motoréducteur pour porte sectionnelle 24 V", D(1), D("1185.00"), discount=D(15)),
         Line("JNT-QUAI", "Joint d'étanchéité de quai, le mètre", D("18.5"), D("42.00")),
         Line(None, "Main-d'œuvre technicien (2 techniciens)", D(14), D("68.00")),
         Line(None, "Déplacement", D(2), D("55.00"))],
        "611000", "ICS", statement="Prestation se rattachant à un immeuble situé en France : TVA française.",
        group=" ", iban="FR98 6639 8706 6844 6134 7989 959", bic="CCBPFRPPLIL", customer_no="CLI-00388"),
    # 11 — a Luxembourg wholesaler's own ERP print, French, packaging, intra-EU goods (ICG), 8 lines, freight
    Invoice(
        "11-fr-emballages", "fr", "luxerp",
        Supplier("Emballages Reuter S.A.", "Zone industrielle Riedgen, 3", "L-3401", "Dudelange", "LU",
                 "LU72416864", "+352 51 92 61", "comptabilite@reuter-emballages.lu", "RCS Luxembourg B104577"),
        "VF/27/000214", date(2027, 3, 15), date(2027, 4, 14), "Votre commande 45760091", "45760091", D(0),
        [Line("10.220.01", "Carton américain 600x400x400 mm, double cannelure", D(800), D("1.38"), unit="PCE"),
         Line("10.220.05", "Carton américain 400x300x300 mm, simple cannelure", D(1200), D("0.74"), unit="PCE"),
         Line("20.105.00", "Film étirable manuel 23 µ, 500 mm x 300 m", D(96), D("9.15"), unit="RLX",
              discount=D(7)),
         Line("20.310.12", "Ruban adhésif PP 48 mm x 66 m, brun, silencieux", D(360), D("1.12"), unit="RLX",
              discount=D(7)),
         Line("30.400.02", "Feuillard PET 12 mm, bobine 2.500 m", D(20), D("27.80"), unit="BOB"),
         Line("30.410.00", "Chapes métalliques pour feuillard 12 mm, boîte de 1.000", D(10), D("21.40"), unit="BTE"),
         Line("40.010.07", "Coins de protection carton 50x50x1.200 mm", D(1000), D("0.395"), unit="PCE",
              price_places=3),
         Line("50.900.01", "Papier de calage kraft 70 g, rouleau 750 mm", D(12), D("32.60"), unit="RLX")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de port", D("120.00"))],
        statement="Livraison intracommunautaire exonérée de TVA (art. 43, paragraphe 1er, lettre d, loi TVA "
                  "luxembourgeoise ; art. 138 directive 2006/112/CE). Autoliquidation par l'acquéreur.",
        iban="LU21 7751 9154 3638 0150", bic="BCEELULL", customer_no="400187",
        extra={"bl": "BL/27/001877", "cde": "CV/27/000932"}),
    # 12 — the same Luxembourg ERP print, German, a tool wholesaler, intra-EU goods (ICG), invoice discount
    Invoice(
        "12-de-werkzeug", "de", "luxerp",
        Supplier("Werkzeughandel Thill S.à r.l.", "Rue de l'Industrie 22", "L-8069", "Bertrange", "LU",
                 "LU26741559", "+352 31 07 44", "buchhaltung@thill-werkzeug.lu", "RCS Luxembourg B87209"),
        "VF/27/000231", date(2027, 3, 16), date(2027, 4, 15), "Ihre Bestellung 4576 0098", "45760098", D(0),
        [Line("51.220.10", "Akku-Schlagschrauber 18 V, 2 Akkus 5,0 Ah, Ladegerät, Koffer", D(6), D("289.00"),
              unit="ST", discount=D(12)),
         Line("51.220.90", "Ersatzakku 18 V 5,0 Ah", D(12), D("79.50"), unit="ST", discount=D(12)),
         Line("52.014.03", "Steckschlüsselsatz 1/2\", 24-teilig", D(8), D("64.90"), unit="SATZ"),
         Line("60.300.11", "Schutzhandschuhe Nitril Gr. 9, Paar", D(240), D("2.45"), unit="PAAR"),
         Line("60.300.40", "Schutzbrille klar, EN 166", D(60), D("4.80"), unit="ST")],
        "601000", "ICG", reverse_charge=True, adjustments=[("Rabatt 2 %", D(2))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (Art. 43 Abs. 1 Buchst. d luxemburgisches "
                  "MwSt.-Gesetz; Art. 138 MwSt-Systemrichtlinie). Steuerschuldnerschaft des Leistungsempfängers.",
        iban="LU83 4533 3147 8932 8804", bic="BGLLLULL", customer_no="400233",
        extra={"bl": "LS/27/001920", "cde": "AB/27/000977"}),
]
