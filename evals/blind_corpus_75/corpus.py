"""The twelve invoices of the seventy-fifth blind corpus (issue 38, item 8), written before the reader was next
judged, by a helper that had not read the reader. Twelve invented suppliers (DE, AT, IE, BE, FR, LU, NL), in de, en,
nl and fr, each drawn by a writer (draw.py) that imitates the ordinary layout of one family of invoicing software
no earlier corpus used: HERO Software, openHandwerk, Streit V.1, Bill.com, Keap, an eBay business-seller VAT
invoice and a Cdiscount marketplace seller invoice. PO numbers are the ERP's 4577xxxx (from 45776800 by steps of
7); each invoice prints them in the supplier's own form (12 prints none). VAT numbers and IBANs carry valid check
digits (ids.py, seed 20271265)."""

from __future__ import annotations

from datetime import date

from invoices import D, Invoice, Line, Supplier, ogm

BUYER_VAT = "BE0456.789.133"

CORPUS = [
    # 01 — HERO, an Aachen electrical contractor: intra-EU goods (ICG), article numbers under the name, 3 % Nachlass
    Invoice(
        "01-de-elektro", "de", "hero",
        Supplier("Elektrotechnik Rautenberg GmbH", "Jülicher Straße 212", "52070", "Aachen", "DE", "DE892920197",
                 "0241 91 84 55-0", "rechnung@rautenberg-elektro.de", "Amtsgericht Aachen HRB 19734"),
        "R-2027-1184", date(2027, 10, 5), date(2027, 11, 4), "4577-6800", "45776800", D(0),
        [Line("LHS-150-40", "LED-Hallenstrahler 150 W, 4000 K, IP65, mit Montagebügel", D(18), D("189.00"),
              unit="Stk"),
         Line("NL-3H-AP", "Sicherheitsleuchte LED, Einzelbatterie 3 h, Aufputz", D(12), D("64.50"), unit="Stk"),
         Line("NYM5X25-T", "Installationskabel NYM-J 5 x 2,5 mm², grau, Trommelware", D(500), D("1.86"), unit="m"),
         Line("BWM-360-24", "Präsenzmelder 360°, Deckeneinbau, Reichweite 24 m, DALI", D(10), D("42.80"),
              unit="Stk")],
        "604000", "ICG", reverse_charge=True, adjustments=[("abzgl. 3 % Nachlass", D(3))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b i. V. m. § 6a UStG. "
                  f"Steuerschuldnerschaft des Leistungsempfängers, USt-IdNr. {BUYER_VAT}.",
        iban="DE51 5726 3289 8611 6216 97", bic="GENODED1AAC", customer_no="10482",
        extra={"project": "Bauvorhaben: Lagerhalle Technibouw, Industrieweg 14, Gent", "terms": "30 Tage netto",
               "style": "material"}),
    # 02 — openHandwerk, an Innsbruck joinery: intra-EU goods (ICG), workshop hours 12,5, a line discount, freight
    Invoice(
        "02-de-tischlerei", "de", "openhandwerk",
        Supplier("Tischlerei Gruber & Söhne GmbH", "Gewerbepark Ost 7", "6020", "Innsbruck", "AT", "ATU69803411",
                 "+43 512 39 71 44", "buero@tischlerei-gruber.at", "FN 412873 t, Landesgericht Innsbruck"),
        "RE-1047", date(2027, 10, 12), date(2027, 10, 26), "4577 6807", "45776807", D(0),
        [Line(None, "Empfangstheke Eiche furniert, 3.200 x 1.100 mm, nach Plan Nr. 27-118, mit Kabelkanal",
              D(1), D("4280.00"), unit="Stk"),
         Line(None, "Aktenschrank mit Schiebetüren, 1.200 x 2.000 mm, Dekor weiß", D(4), D("865.00"), unit="Stk",
              discount=D(5)),
         Line(None, "Werkstattfertigung Sonderanpassung Theke (Kabelauslässe, Blende)", D("12.5"), D("68.00"),
              unit="Std")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Fracht Spedition", D("290.00"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 6 Abs. 1 i. V. m. Art. 7 UStG 1994. "
                  f"Die Steuerschuld geht auf den Leistungsempfänger über (UID {BUYER_VAT}).",
        iban="AT13 8581 5630 1218 0619", bic="RZTIAT22", customer_no="K-2291",
        extra={"project": "Empfangsbereich Gent", "service": "Leistungszeitraum 27.09. - 08.10.2027"}),
    # 03 — Streit V.1, a Kassel hydraulics trader: intra-EU goods (ICG), Rabatt % on two lines, Versandkosten
    Invoice(
        "03-de-hydraulik", "de", "streit",
        Supplier("Hydraulik Nordhessen GmbH & Co. KG", "Sandershäuser Straße 48", "34123", "Kassel", "DE",
                 "DE315025407", "0561 50 79 31-0", "buchhaltung@hydraulik-nordhessen.de",
                 "Amtsgericht Kassel HRA 17722"),
        "710315", date(2027, 10, 22), date(2027, 11, 21), "45776814", "45776814", D(0),
        [Line("HY-ZYL-50-300", "Hydraulikzylinder doppeltwirkend, Kolben 50 mm, Stange 28 mm, Hub 300 mm", D(6),
              D("312.00"), unit="Stk", discount=D(8)),
         Line("SL-DN12-1000", "Schlauchleitung DN12, 1000 mm, 2SN, beidseitig DKOL 90°", D(40), D("27.45"),
              unit="Stk"),
         Line("KV-4WE6-24", "Wegeventil 4/3 NG6, 24 V DC, Mittelstellung J", D(8), D("168.90"), unit="Stk",
              discount=D(8)),
         Line("OEL-HLP46-20", "Hydrauliköl HLP 46, Kanister 20 l", D(12), D("58.20"), unit="Kan")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Versandkosten", D("38.50"))],
        statement="Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG). Der Leistungsempfänger schuldet "
                  f"die Steuer. Ihre USt-IdNr.: {BUYER_VAT}",
        iban="DE07 0579 1433 4287 5832 46", bic="HELADEF1KAS", customer_no="24017",
        extra={"po_date": "01.10.2027", "clerk": "S. Wiegand", "delivery": "LS 27-09931 vom 20.10.2027",
               "terms": "30 Tage netto, 10 Tage 2 % Skonto"}),
    # 04 — Bill.com, a Dublin data consultancy: services reverse charged (ICS, 613000), hours 14.5, an item column
    Invoice(
        "04-en-consulting", "en", "billcom",
        Supplier("Liffey Data Consulting Ltd", "Unit 4, Grand Canal Quay", "D02 X576", "Dublin 2", "IE",
                 "IE6493011UA", "+353 1 687 2240", "accounts@liffeydata.ie", "CRO 684215"),
        "INV-2027-0193", date(2027, 10, 19), date(2027, 11, 18), "PO-45776821", "45776821", D(0),
        [Line("CONS-SR", "Senior consultant - warehouse data migration and mapping workshops", D("14.5"),
              D("145.00"), unit="hrs"),
         Line("PM", "Project management and weekly status reporting", D(6), D("120.00"), unit="hrs"),
         Line("LIC-ETL", "ETL connector licence, annual subscription (Nov 2027 - Oct 2028)", D(1), D("2400.00"),
              unit="ea")],
        "613000", "ICS", reverse_charge=True,
        statement="Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive "
                  f"2006/112/EC. Customer VAT no. {BUYER_VAT}.",
        dec=".", group=",", iban="IE54 IPBS 0055 1902 6219 92", bic="IPBSIE2D", customer_no="TECH-BE-01",
        extra={"terms": "Net 30", "date_style": "us_short"}),
    # 05 — Keap, a Mechelen marketing agency: Belgian VAT 21 % (V21, 614000), a 5 % discount, a written US date
    Invoice(
        "05-en-marketing", "en", "keap",
        Supplier("Brightlane Marketing BV", "Battelsesteenweg 455", "2800", "Mechelen", "BE", "BE1000.150.370",
                 "015 28 64 90", "hello@brightlane.be", "RPR Antwerpen, afdeling Mechelen"),
        "1042", date(2027, 10, 21), date(2027, 11, 4), "TB/45776828", "45776828", D(21),
        [Line(None, "Trade fair booth graphics, 3 x 2.5 m backwall print including design and two proof rounds",
              D(1), D("1850.00"), unit=""),
         Line(None, "Roll-up banner 85 x 200 cm with carry bag", D(4), D("145.00"), unit=""),
         Line(None, "Product brochure A4, 12 pages, 170 g silk", D(1000), D("1.18"), unit=""),
         Line(None, "Copywriting product pages (hours)", D("7.5"), D("85.00"), unit="")],
        "614000", "V21", adjustments=[("Discount 5 %", D(5))],
        dec=".", group=",", iban="BE74 1031 7267 3307", bic="NICABEBB", payment_ref=ogm(1042457768),
        extra={"date_style": "us_long"}),
    # 06 — eBay business seller (ebay.be, nl), a Kortrijk workshop outfitter: Belgian VAT 21 % (V21), eBay item numbers
    Invoice(
        "06-nl-werkplaats", "nl", "ebay",
        Supplier("Vandaele Werkplaatsinrichting BV", "Kortrijksesteenweg 1090", "8530", "Harelbeke", "BE",
                 "BE1894.474.534", "056 70 21 88", "verkoop@vandaele-wpi.be", "RPR Gent, afdeling Kortrijk"),
        "VWI-2027/0388", date(2027, 10, 28), date(2027, 10, 28), "PO 45776835", "45776835", D(21),
        [Line("385812447120", "Werkbank met multiplex blad 2000 x 750 mm, draagvermogen 1000 kg, grijs", D(3),
              D("289.00"), unit="st"),
         Line("386104552981", "Gereedschapswagen 7 laden, gevuld, 176-delig", D(2), D("449.00"), unit="st"),
         Line("384977210356", "Magazijnstelling 5 legborden 1800 x 900 x 400 mm verzinkt", D(10), D("64.90"),
              unit="st")],
        "604000", "V21", adjustments=[("Verzendkosten", D("39.00"))],
        iban="BE21 0017 2206 0703", bic="GEBABEBB",
        extra={"order": "21-11784-53320", "delivered": "26-10-2027"}),
    # 07 — Cdiscount marketplace seller, a Lille cleaning-equipment shop: intra-EU goods (ICG), a Remise, livraison
    Invoice(
        "07-fr-nettoyage", "fr", "cdiscount",
        Supplier("Nord Pro Nettoyage SAS", "45 rue de la Haute-Borne", "59650", "Villeneuve-d'Ascq", "FR",
                 "FR47316116060", "03 20 64 18 77", "boutique@nordpronettoyage.fr",
                 "SIRET 316 116 060 00027 - RCS Lille Métropole"),
        "FAC-MP-004418", date(2027, 11, 2), date(2027, 11, 2), "CDE 4577 6842", "45776842", D(0),
        [Line("ASP-30-INOX", "Aspirateur eau et poussière 30 L, 1400 W, cuve inox", D(4), D("129.90"), unit="u",
              discount=D(10)),
         Line("NHP-150-2100", "Nettoyeur haute pression 150 bar, 2100 W, enrouleur 10 m", D(2), D("349.00"),
              unit="u"),
         Line("LTL-20-6", "Lot de 6 lampes de travail LED rechargeables 20 W", D(3), D("89.90"), unit="lot")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Frais de livraison HT", D("24.90"))],
        statement="Exonération de TVA, article 262 ter, I du CGI : livraison intracommunautaire de biens. "
                  f"Autoliquidation par l'acquéreur, n° TVA intracommunautaire {BUYER_VAT}.",
        group="\u00a0", iban="FR02 7465 2785 3214 4236 8113 936", bic="CMCIFRPP", customer_no="",
        extra={"order": "2710311547KQZT", "shop": "NordProNettoyage"}),
    # 08 — HERO in Eupen (German-speaking Belgium), a heating installer: Belgian cocontractant (VRC, 611000), hours
    Invoice(
        "08-de-heizung", "de", "hero",
        Supplier("Kessler Haustechnik PGmbH", "Herbesthaler Straße 62", "4700", "Eupen", "BE", "BE1542.285.548",
                 "087 55 32 19", "buero@kessler-haustechnik.be", "ULB Eupen"),
        "R27.0562", date(2027, 11, 4), date(2027, 12, 4), "PO-4577-6849", "45776849", D(0),
        [Line(None, "Monteurstunden Instandsetzung Heizungsanlage Lagerhalle", D("16.5"), D("58.00"), unit="Std"),
         Line(None, "Helferstunden", D(8), D("44.00"), unit="Std"),
         Line("UP-HE-32-80", "Hocheffizienz-Umwälzpumpe DN 32, 230 V, mit Verschraubungen", D(1), D("612.00"),
              unit="Stk"),
         Line("MAG-80-10", "Membran-Ausdehnungsgefäß 80 l, 10 bar", D(1), D("198.50"), unit="Stk"),
         Line(None, "Anfahrtspauschale Eupen - Gent", D(2), D("35.00"), unit="psch")],
        "611000", "VRC", reverse_charge=True,
        statement="Verlagerung der Steuerschuld: Selbstabrechnung durch den Vertragspartner gemäß Art. 20 K.E. Nr. 1 "
                  f"zum MwStGB (MwSt.-Nr. Kunde {BUYER_VAT}).",
        iban="BE34 3104 1743 9990", bic="BBRUBEBB", payment_ref=ogm(2705624577), customer_no="3307",
        extra={"project": "Bauvorhaben: Heizung Lagerhalle, Industrieweg 14, Gent", "terms": "30 Tage netto",
               "style": "work"}),
    # 09 — Streit V.1 in English, a Linz conveyor maker: intra-EU goods (ICG), German number format kept, packaging
    Invoice(
        "09-en-conveyor", "en", "streit",
        Supplier("Alpenstahl Fördertechnik GmbH", "Industriezeile 38", "4020", "Linz", "AT", "ATU99294067",
                 "+43 732 77 49 20", "invoice@alpenstahl-ft.at", "FN 377192 m, Landesgericht Linz"),
        "AR 2711-0057", date(2027, 11, 5), date(2027, 12, 5), "45776856/TB", "45776856", D(0),
        [Line("BF-600-3000", "Belt conveyor module 3000 mm, belt width 600 mm, PVC belt", D(2), D("3480.00"),
              unit="pcs"),
         Line("AE-075-GM", "Drive unit 0.75 kW with helical gear motor, 400 V", D(2), D("1245.00"), unit="pcs"),
         Line("ST-750-950", "Support legs adjustable 750-950 mm (pair)", D(6), D("186.00"), unit="pair",
              discount=D(5))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Packaging", D("145.00"))],
        statement="Tax-free intra-Community supply pursuant to Art. 7 Austrian VAT Act 1994; the VAT is owed by the "
                  f"recipient of the supply (VAT no. {BUYER_VAT}).",
        iban="AT70 3035 9042 9278 5290", bic="RZOOAT2L", customer_no="D-11852",
        extra={"po_date": "15.10.2027", "clerk": "M. Haider", "delivery": "DN 27-4471 of 03.11.2027",
               "terms": "30 days net"}),
    # 10 — Bill.com, a Luxembourg hosting provider: services reverse charged (ICS, 613000), no item column, discount
    Invoice(
        "10-en-hosting", "en", "billcom",
        Supplier("Moselle Cloud Hosting S.A.", "12, rue Edmond Reuter", "L-5326", "Contern", "LU", "LU82736420",
                 "+352 27 86 41 1", "billing@mosellecloud.lu", "RCS Luxembourg B238114"),
        "MCH-11-2027-027", date(2027, 11, 16), date(2027, 12, 16), "4577-6863", "45776863", D(0),
        [Line(None, "Managed private cloud, 8 vCPU / 32 GB RAM, Nov 2027 - Jan 2028", D(3), D("640.00"),
              unit="month"),
         Line(None, "Backup storage 2 TB, geo-redundant", D(3), D("85.00"), unit="month"),
         Line(None, "Migration support", D("7.5"), D("110.00"), unit="hrs")],
        "613000", "ICS", reverse_charge=True, adjustments=[("Discount (5%)", D(5))],
        statement="Reverse charge - Articles 44 and 196 of Directive 2006/112/EC: VAT to be self-assessed by the "
                  f"customer ({BUYER_VAT}).",
        dec=".", group=",", iban="LU17 5445 5283 2815 2502", bic="CELLLULL", customer_no="",
        extra={"terms": "Net 30"}),
    # 11 — Keap in French, a Liège publisher: books at the Belgian 6 % (V06), shipping, a written date
    Invoice(
        "11-fr-editions", "fr", "keap",
        Supplier("Éditions Techniques Mosanes SRL", "Quai de Rome 27", "4000", "Liège", "BE", "BE0565.443.385",
                 "04 252 31 70", "commandes@etm-editions.be", "RPM Liège, division Liège"),
        "2027-118", date(2027, 12, 3), date(2028, 1, 2), "BC 45776870", "45776870", D(6),
        [Line(None, "Manuel « Gestion d'entrepôt moderne », 2e édition, broché", D(40), D("34.50"), unit=""),
         Line(None, "Guide pratique de sécurité des chariots élévateurs", D(60), D("18.90"), unit=""),
         Line(None, "Recueil des normes logistiques 2028, édition reliée avec mises à jour en ligne", D(15),
              D("62.00"), unit="")],
        "604000", "V06", adjustments=[("Frais d'envoi", D("18.00"))],
        group=".", iban="BE11 1431 9001 7748", bic="GEBABEBB", payment_ref=ogm(2027118457),
        extra={"date_style": "long"}),
    # 12 — eBay business seller (ebay.nl), a Tilburg packaging trader: intra-EU goods (ICG), no PO printed, shipping
    Invoice(
        "12-nl-verpakking", "nl", "ebay",
        Supplier("Tilburgse Verpakkingshandel B.V.", "Kraaivenstraat 21", "5048 AB", "Tilburg", "NL",
                 "NL743724215B02", "013 571 20 64", "shop@tilburgseverpakking.nl", "KvK 71842390"),
        "TVH27.1204", date(2027, 12, 7), date(2027, 12, 7), None, "45776877", D(0),
        [Line("404812337651", "Stretchfolie 500 mm x 300 m, 23 my, transparant (doos 6 rollen)", D(20),
              D("38.50"), unit="doos"),
         Line("405221094470", "Palletwikkelaar handmatig met rem, voor rollen tot 500 mm", D(2), D("54.00"),
              unit="st"),
         Line("403390118725", "Kartonnen dozen 400 x 300 x 300 mm, dubbele golf, bundel 25 stuks", D(16),
              D("27.80"), unit="bundel", discount=D(8))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Verzendkosten", D("29.95"))],
        statement="Intracommunautaire levering, btw verlegd naar de afnemer (art. 138 Btw-richtlijn 2006/112/EG). "
                  f"Btw-nummer afnemer {BUYER_VAT}.",
        iban="NL07 ABNA 6070 4957 56", bic="ABNANL2A",
        extra={"order": "05-11902-77413", "delivered": "06-12-2027"}),
]
