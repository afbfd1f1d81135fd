"""The twelve invoices of the forty-fifth blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve web-shop and marketplace sellers (BE, NL, FR, DE, ES, IT), in nl,
fr, de and en, each drawn by a writer (draw.py) that imitates the ordinary printed invoice of one family of web-shop
or marketplace software: a WooCommerce PDF-invoice plugin, PrestaShop, Magento, Bol.com seller invoices, Mirakl
marketplace seller invoices, Amazon Business seller invoices and ManoMano seller invoices. PO numbers are the ERP's
4577xxxx (from 45773800, step 7); ten invoices print them in the supplier's own form, two print none. VAT numbers
and IBANs carry valid check digits: invoice_env/world/identifiers.py's generators on random.Random(20271235), VAT
then IBAN for each supplier in order; Spain and Italy, which have no generator there, from the same random stream
with their check digits computed by python-stdnum (run `python corpus.py` to print them again)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

CORPUS = [
    # 01 — WooCommerce PDF-invoice plugin, a Wevelgem workwear web shop: Belgian VAT 21 % (V21), SKU and size meta
    Invoice(
        "01-nl-werkkledij", "nl", "woocommerce",
        Supplier("Werkkledij Leiedal BV", "Heulsestraat 27", "8560", "Wevelgem", "BE", "BE1119.769.384",
                 "056 43 18 70", "bestellingen@werkkledij-leiedal.be", "RPR Gent, afd. Kortrijk"),
        "F2027-00412", date(2027, 11, 29), date(2027, 12, 29), "PO45773800", "45773800", D(21),
        [Line("WB-STR-52N", "Werkbroek stretch met kniezakken, navy", D(24), D("54.90"), unit="st",
              detail=("Maat: 52",)),
         Line("SJ-RFL-XL", "Softshell werkjas, waterafstotend, met afneembare capuchon en reflecterende biezen", D(18),
              D("79.50"), unit="st", detail=("Maat: XL", "Kleur: antraciet")),
         Line("VS-S3L-43", "Veiligheidsschoen S3 ESD, lage schacht, composiet neus", D(20), D("89.00"), unit="paar",
              detail=("Maat: 43",)),
         Line("TS-HV2-L10", "Hi-vis T-shirt klasse 2, fluo geel (doos 10 st)", D(6), D("62.00"), unit="doos",
              detail=("Maat: L",)),
         Line("HS-CUT-C9", "Snijbestendige handschoen niveau C, nitril coating", D(120), D("6.45"), unit="paar",
              detail=("Maat: 9",))],
        "604000", "V21", adjustments=[("Verzending", D("14.95"))],
        iban="BE20 3102 3030 4156", bic="BBRUBEBB", customer_no="",
        extra={"order": "18342", "ordered": "27 november 2027", "method": "Overschrijving", "ship_via": "bpost",
               "po_label": "PO-nummer"}),
    # 02 — WooCommerce in English, a Utrecht e-learning academy: licences, services reverse charged (ICS, 613000)
    Invoice(
        "02-en-elearning", "en", "woocommerce",
        Supplier("Veilig Werken Academie B.V.", "Papendorpseweg 100", "3528 BJ", "Utrecht", "NL", "NL564292187B02",
                 "+31 30 820 14 55", "orders@veiligwerkenacademie.nl", "KvK 78412093"),
        "VWA-00981", date(2027, 12, 1), date(2027, 12, 15), "4577-3807", "45773807", D(0),
        [Line(None, "VCA Basic e-learning licence (Dutch), 12 months access, incl. online exam voucher", D(14),
              D("119.00")),
         Line(None, "VOL-VCA e-learning licence for supervisors, 12 months access, incl. online exam voucher", D(4),
              D("169.00")),
         Line(None, "Toolbox meetings module - company subscription, 1 year, up to 50 users", D(1), D("480.00")),
         Line(None, "Onboarding webinar (2 hours) for administrators", D(1), D("150.00"))],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount", D("-148.60"))],
        statement="VAT reverse charged: services taxable where the customer is established (Art. 44 and 196 of "
                  "Directive 2006/112/EC). Customer VAT number: BE0456.789.133.",
        dec=".", group=",", iban="NL11 TRIO 9345 7775 68", bic="TRIONL2U",
        extra={"order": "9917", "ordered": "November 30, 2027", "method": "Direct bank transfer",
               "note": "Please quote our purchase order PO 4577-3807 on the invoice. Licences to be sent to "
                       "hr@technibouw.be.", "coupon": "bulk5"}),
    # 03 — PrestaShop, a Lyon tool web shop: intra-EU goods (ICG), no PO printed, a reduced unit price, shipping
    Invoice(
        "03-fr-outillage", "fr", "prestashop",
        Supplier("Outillage Rhône-Saône SAS", "145 avenue Jean Jaurès", "69007", "Lyon", "FR", "FR93337118871",
                 "04 78 62 19 40", "contact@outillage-rhonesaone.fr", "RCS Lyon 337 118 871"),
        "FA012874", date(2027, 12, 3), date(2028, 1, 2), None, "45773814", D(0),
        [Line("ORS-PERF-18V", "Perforateur SDS-Plus 18 V sans fil, 2 batteries 4,0 Ah, chargeur rapide, coffret",
              D(5), D("329.00")),
         Line("ORS-DIAM-230", "Disque diamant Ø 230 mm segmenté pour béton armé", D(30), D("24.90"), discount=D(10)),
         Line("ORS-LASR-300", "Niveau laser rotatif auto-nivelant, portée 300 m, avec trépied et mire", D(2),
              D("689.00")),
         Line("ORS-SDS-12P", "Coffret de forets SDS-Plus 4 taillants, 12 pièces (Ø 5 à 16 mm)", D(10), D("42.50"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison", D("39.00"))],
        statement="Exonération de TVA, article 262 ter, I du CGI - livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur.",
        group="\u00a0", iban="FR95 8633 9259 4482 6738 3057 418", bic="AGRIFRPP863",
        extra={"prefix": "#", "order_ref": "QXWJRTBZK", "ordered": "01/12/2027", "method": "Virement bancaire"}),
    # 04 — PrestaShop in Dutch, a Roeselare garden-supply web shop: plant-protection products at 12 % (V12, 611000)
    Invoice(
        "04-nl-gewasbescherming", "nl", "prestashop",
        Supplier("Groenvoorziening Mandeldal BV", "Oostnieuwkerksesteenweg 88", "8800", "Roeselare", "BE",
                 "BE1222.834.458", "051 22 71 03", "webshop@mandeldal.be", "RPR Gent, afd. Kortrijk"),
        "FA002318", date(2027, 12, 6), date(2028, 1, 5), "Uw bestelbon nr. 4577 3821", "45773821", D(12),
        [Line("MD-PEL-5L", "Herbicide op basis van pelargonzuur, concentraat 5 L (erkenning 10543P/B, "
                           "professioneel gebruik)", D(12), D("64.80")),
         Line("MD-MOS-10L", "Mosbestrijder voor verhardingen, concentraat 10 L (erkenning 9876P/B)", D(6),
              D("89.50")),
         Line("MD-GZH-1L", "Selectief gazonherbicide 1 L (erkenning 10211P/B)", D(8), D("38.75"))],
        "611000", "V12", adjustments=[("Verzendkosten", D("12.50"))],
        iban="BE63 0680 5528 8108", bic="GKCCBEBB",
        extra={"prefix": "#", "order_ref": "HBLTRZQWA", "ordered": "04/12/2027", "method": "Overschrijving"}),
    # 05 — Magento in German, a Sauerland fastener web shop: intra-EU goods (ICG), PO in the payment box
    Invoice(
        "05-de-befestigung", "de", "magento",
        Supplier("Sauerland Befestigungstechnik GmbH", "Am Wiesengrund 12", "58762", "Altena", "DE", "DE835941537",
                 "02352 91 47 0", "shop@sauerland-befestigung.de", "Amtsgericht Iserlohn HRB 8172"),
        "100004519", date(2027, 12, 8), date(2028, 1, 7), "4577/3828", "45773828", D(0),
        [Line("DIN933-M12X100-VZ", "Sechskantschraube DIN 933 M12 x 100, Festigkeitsklasse 8.8, galvanisch "
                                   "verzinkt (VE 50 Stück)", D(40), D("18.60")),
         Line("BS-10100-SK", "Betonschraube 10 x 100 mm, Sechskantkopf, verzinkt (VE 50 Stück)", D(60), D("24.90")),
         Line("SLA-M10-95", "Schwerlastanker M10 x 95, galvanisch verzinkt, ETA Option 1 (VE 20 Stück)", D(25),
              D("31.40")),
         Line("DIN976-M10-1M", "Gewindestange DIN 976 M10 x 1000 mm, 4.8 verzinkt", D(200), D("1.38")),
         Line("DIN125-105-1000", "Unterlegscheibe DIN 125 A 10,5, verzinkt (VE 1000 Stück)", D(4), D("21.80"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versand & Bearbeitung", D("24.90"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  "Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. BE0456.789.133.",
        iban="DE17 4000 6773 2477 4206 96", bic="WELADED1ALT",
        extra={"order": "100007731", "ordered": "06.12.2027", "ship": "DHL Paket - Standardversand"}),
    # 06 — Magento in English, a Delft survey-software shop: subscriptions and training, services reverse charged (ICS)
    Invoice(
        "06-en-software", "en", "magento",
        Supplier("Polder Survey Software B.V.", "Delftechpark 26", "2628 XH", "Delft", "NL", "NL850180879B03",
                 "+31 15 751 40 22", "store@poldersurvey.nl", "KvK 69210457"),
        "000002198", date(2027, 12, 10), date(2028, 1, 9), "TB-45773835", "45773835", D(0),
        [Line("SSP-SUB-1Y", "SiteSurvey Pro - annual subscription, single named user", D(6), D("1240.00")),
         Line("SSP-PCM-1Y", "SiteSurvey Pro - point cloud module add-on, annual", D(2), D("680.00")),
         Line("TRN-ESS-LIVE", "Online training: SiteSurvey Pro essentials (2 x 3 hours, live, up to 8 participants)",
              D(1), D("890.00")),
         Line("SUP-PREM-12", "Premium support upgrade, 12 months", D(1), D("450.00"))],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC), "
                  "customer VAT no. BE0456.789.133.",
        dec=".", group=",", iban="NL40 TRIO 3632 3142 80", bic="TRIONL2U",
        extra={"order": "000003407", "ordered": "Dec 8, 2027"}),
    # 07 — Bol.com seller invoice, a Leuven technical bookshop: books at the Belgian 6 % (V06), ISBN as EAN
    Invoice(
        "07-nl-vakboeken", "nl", "bol",
        Supplier("Boekhandel Technica BV", "Bondgenotenlaan 88", "3000", "Leuven", "BE", "BE1321.991.125",
                 "016 29 84 51", "verkoop@boekhandeltechnica.be", "RPR Leuven"),
        "TECH27-004471", date(2027, 12, 13), date(2027, 12, 13), "45773842", "45773842", D(6),
        [Line("9789462920712", "Het AREI in de praktijk - editie 2027 (paperback)", D(25), D("42.45")),
         Line("9789462924185", "Bouwfysica voor de aannemer: warmte, vocht en lucht in gebouwen, 3de herziene druk",
              D(6), D("56.60")),
         Line("9789401447355", "Handboek werfveiligheid en tijdelijke of mobiele bouwplaatsen", D(10), D("36.70")),
         Line("9789059563124", "Tabellenboek elektrotechniek, met formularium", D(12), D("32.08"))],
        "604000", "V06",
        iban="BE15 1030 9604 5630", bic="NICABEBB",
        extra={"order": "A00071KQ3E", "ordered": "11-12-2027", "paid": "Bancontact", "register": "Ondernemingsnr.",
               "po_label": "Uw referentie"}),
    # 08 — Bol.com seller invoice, a Tilburg warehouse-supplies seller: intra-EU goods (ICG), no PO printed, shipping
    Invoice(
        "08-nl-magazijn", "nl", "bol",
        Supplier("Magazijninrichting Brabant B.V.", "Ringbaan-Oost 302", "5013 CD", "Tilburg", "NL", "NL402692639B01",
                 "013 207 66 40", "info@magazijnbrabant.nl", "KvK 81736527"),
        "MB2027-1188", date(2027, 12, 14), date(2027, 12, 14), None, "45773849", D(0),
        [Line("8719324061186", "Stretchfolie handwikkel 500 mm x 300 m, 23 my, transparant (doos 6 rollen)", D(20),
              D("48.90")),
         Line("8719324062756", "Magazijnbak 500 x 300 x 200 mm, stapelbaar, blauw", D(80), D("6.35")),
         Line("8719324063302", "Thermische verzendetiketten 102 x 150 mm, 500 st/rol", D(40), D("7.95")),
         Line("8719324064415", "Tapedispenser voor 50 mm tape, metaal", D(6), D("14.50"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("19.95"))],
        statement="Intracommunautaire levering, btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  "Btw-nummer afnemer: BE0456.789.133.",
        iban="NL16 TRIO 1432 5505 55", bic="TRIONL2U",
        extra={"order": "A00073ZP8R", "ordered": "12-12-2027", "paid": "iDEAL", "register": "KvK-nummer"}),
    # 09 — Mirakl seller invoice in French, a Hannut lighting seller: Belgian VAT 21 % (V21), narrow no-break space
    Invoice(
        "09-fr-eclairage", "fr", "mirakl",
        Supplier("Lumière Hesbaye SRL", "Rue de la Gare 41", "4280", "Hannut", "BE", "BE0893.134.527",
                 "019 51 33 86", "ventes@lumiere-hesbaye.be", "RPM Liège, division Huy"),
        "FAC-2417-000583", date(2027, 12, 15), date(2028, 1, 14), "BC45773856", "45773856", D(21),
        [Line("LH-HB150-840", "Luminaire LED high bay 150 W, 4000 K, 21 000 lm, IP65, driver DALI", D(16),
              D("148.00")),
         Line("LH-RGL-1500", "Réglette LED étanche 1500 mm, 50 W, IP66, avec câble traversant", D(40), D("36.90")),
         Line("LH-EMG-3H", "Bloc autonome d'éclairage de sécurité LED, autonomie 3 h, pictogramme inclus", D(24),
              D("42.75"))],
        "604000", "V21", adjustments=[("Frais de port HT", D("35.00"))],
        group="\u202f", iban="BE58 3109 2611 6579", bic="BBRUBEBB",
        extra={"order": "2027121404518-A", "ordered": "14/12/2027", "shop": "2417", "iso": ""}),
    # 10 — Mirakl seller invoice in English, a Valencia tiling-tools seller: intra-EU goods (ICG), ISO dates
    Invoice(
        "10-en-tiletools", "en", "mirakl",
        Supplier("Herramientas del Levante S.L.", "Calle de la Industria 24", "46960", "Aldaia (Valencia)", "ES",
                 "ESB00751933", "+34 961 51 27 30", "sales@herramientaslevante.es", "Registro Mercantil de Valencia, "
                 "Tomo 10482, Hoja V-183377"),
        "INV-3108-000214", date(2027, 12, 17), date(2028, 1, 16), "PO/45773863", "45773863", D(0),
        [Line("HL-CORT-125", "Manual tile cutter 125 cm, single guide rail, with breaking pad and carrying case", D(4),
              D("389.00")),
         Line("HL-LLANA-12", "Notched trowel 280 mm, 12 x 12 mm notch, stainless steel", D(60), D("11.40")),
         Line("HL-NIV-SYS", "Tile levelling system starter kit (500 clips, 200 wedges, pliers)", D(15), D("47.80")),
         Line("HL-DISC-125", "Diamond cutting disc 125 mm for porcelain tiles, continuous rim", D(50), D("14.90"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Shipping excl. VAT", D("58.00"))],
        statement="Intra-Community supply of goods, exempt from VAT (Art. 25 Ley 37/1992; Art. 138 Directive "
                  "2006/112/EC). Reverse charge: VAT to be accounted for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban="ES20 7678 4554 7685 4917 4647", bic="CAGLESMMVAL",
        extra={"order": "2027121507731-A", "ordered": "2027-12-15", "shop": "3108", "iso": "1"}),
    # 11 — Amazon Business seller invoice in German, a Eupen safety-equipment seller: Belgian VAT 21 % (V21)
    Invoice(
        "11-de-absturzsicherung", "de", "amazon",
        Supplier("Ostbelgien Arbeitsschutz GmbH", "Herbesthaler Straße 14", "4700", "Eupen", "BE", "BE0312.115.910",
                 "087 55 20 41", "verkauf@ostbelgien-arbeitsschutz.be", "UR Eupen"),
        "BE-2027-004418", date(2027, 12, 20), date(2027, 12, 20), "45773870", "45773870", D(21),
        [Line(None, "Auffanggurt mit Rücken- und Brustöse, Größe M-XL, EN 361", D(8), D("69.00")),
         Line(None, "Höhensicherungsgerät mit Stahlseil 10 m, EN 360, inkl. Karabiner", D(4), D("245.00")),
         Line(None, "Verbindungsmittel mit Bandfalldämpfer 1,5 m, doppelt, EN 355", D(8), D("58.00")),
         Line(None, "Anschlagschlinge Polyester 1,2 m, EN 795 B", D(12), D("16.00"))],
        "604000", "V21",
        iban="BE32 0687 0665 2202", bic="GKCCBEBB",
        extra={"order": "302-4817263-5519543", "ordered": "18.12.2027"}),
    # 12 — ManoMano seller invoice in French, a Lissone plumbing-fittings seller: intra-EU goods (ICG), written date
    Invoice(
        "12-fr-raccords", "fr", "manomano",
        Supplier("Ferramenta Brianza S.r.l.", "Via Valassina 45", "20851", "Lissone (MB)", "IT", "IT50676240471",
                 "+39 039 245 18 60", "ordini@ferramentabrianza.it", "REA MB-1923584 - capitale sociale 50.000 €"),
        "MM-FB-2027-00987", date(2027, 12, 21), date(2028, 1, 20), "4577.3877", "45773877", D(0),
        [Line("FB-VS-12FF", "Vanne à sphère en laiton 1/2\" F-F, poignée papillon rouge, PN 30", D(150), D("4.85")),
         Line("FB-VS-34FF", "Vanne à sphère en laiton 3/4\" F-F, poignée levier acier, PN 30", D(100), D("7.20")),
         Line("FB-COLL-5", "Collecteur de chauffage en laiton 1\" à 5 départs, avec vannes d'arrêt et thermomètres",
              D(6), D("96.40")),
         Line("FB-RACC-16", "Raccord à sertir multicouche 16 x 2 mm, coude 90° (sachet de 10)", D(30), D("18.90"))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison HT", D("45.00"))],
        statement="Livraison intracommunautaire exonérée de TVA (art. 41 D.L. 331/1993 ; art. 138 de la directive "
                  "2006/112/CE). Autoliquidation par le preneur, n° TVA BE0456.789.133.",
        group=" ", iban="IT41 Y576 4347 5921 3273 2988 705", bic="BCITITMM",
        extra={"order": "M2712190045318", "ordered": "19/12/2027", "date_style": "long"}),
]


def _identifiers() -> list[tuple[str, str, str]]:
    """(country, VAT number, IBAN) of the twelve suppliers in order, as they were made: identifiers.py's
    generators on random.Random(20271235), VAT then IBAN per supplier; for Spain and Italy (no generator there) the
    same stream gives the digits and python-stdnum the check digits (the Spanish CIF's digit, the CCC's two digits,
    the IBAN's two), the Italian partita IVA's Luhn digit by stdnum.luhn and the IBAN's CIN letter by the Italian
    banks' odd/even table."""
    import random
    import string

    from stdnum import iban as std_iban
    from stdnum import luhn
    from stdnum.es import ccc, cif

    from invoice_env.world.identifiers import VAT_GENERATORS, iban

    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]

    def spaced(raw: str) -> str:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

    def es_vat(rng: random.Random) -> str:
        body = "B" + "".join(str(rng.randint(0, 9)) for _ in range(7))
        return "ES" + body + cif.calc_check_digits(body)[0]

    def es_iban(rng: random.Random) -> str:
        bank_branch = "".join(rng.choice(string.digits) for _ in range(8))
        account = "".join(rng.choice(string.digits) for _ in range(10))
        bban = bank_branch + ccc.calc_check_digits(bank_branch + "00" + account) + account
        return spaced("ES" + std_iban.calc_check_digits("ES00" + bban) + bban)

    def it_vat(rng: random.Random) -> str:
        stem = f"{rng.randint(1, 9_999_999):07d}" + f"{rng.randint(1, 100):03d}"
        return "IT" + stem + luhn.calc_check_digit(stem)

    def it_iban(rng: random.Random) -> str:
        rest = "".join(rng.choice(string.digits) for _ in range(22))
        cin = chr(65 + sum(odd[int(ch)] if pos % 2 else int(ch) for pos, ch in enumerate(rest, 1)) % 26)
        return spaced("IT" + std_iban.calc_check_digits("IT00" + cin + rest) + cin + rest)

    vat = dict(VAT_GENERATORS, ES=es_vat, IT=it_vat)
    ibans = {"ES": es_iban, "IT": it_iban}
    rng = random.Random(20271235)
    out = []
    for inv in CORPUS:
        country = inv.supplier.country
        number = vat[country](rng)
        out.append((country, number, ibans[country](rng) if country in ibans else iban(country, rng)))
    return out


if __name__ == "__main__":
    for inv, (country, number, account) in zip(CORPUS, _identifiers()):
        same = number == inv.supplier.vat and account == inv.iban
        print(f"{inv.name}: {country} {number} {account} {'as printed' if same else 'DIFFERS'}")
