"""The twelve invoices of the fifty-first blind corpus (issue 38, item 8), written before the reader was next judged,
by a helper that had not read the reader. Twelve invented suppliers (BE, NL, DE, FR, ES, IT), in nl, fr, de and en,
each drawn by a writer (draw.py) that imitates, from general knowledge, what one family of small-business and
point-of-sale software prints: Wix Invoices, Squarespace Commerce, Etsy seller invoices, and four tills printing
the invoice on their receipt roll (Vectron POS, Hiopos, unTill POS, Odoo POS). PO numbers are the ERP's 4577xxxx
(45774400, step 7); ten invoices print them in the supplier's own form, two print none. VAT numbers and IBANs carry
valid check digits (ids.py: invoice_env/world/identifiers.py's generators on random.Random(20271241), python-stdnum
for Spain and Italy)."""

from __future__ import annotations

from datetime import date

from ids import IDS
from invoices import D, Invoice, Line, Supplier, ogm

def _vat(n: int) -> str:
    return IDS[n - 1][0]


def _iban(n: int) -> str:
    return IDS[n - 1][1]


CORPUS = [
    # 01 — Wix Invoices, a Latem sign studio: vehicle and window lettering, Belgian VAT 21 % (V21, 614000)
    Invoice(
        "01-nl-belettering", "nl", "wix",
        Supplier("Belettering Leiestreek BV", "Kortrijksesteenweg 412", "9830", "Sint-Martens-Latem", "BE", _vat(1),
                 "09 282 41 67", "hallo@belettering-leiestreek.be", "RPR Gent"),
        "0000087", date(2027, 10, 6), date(2027, 11, 5), "Bestelbon nr. 4577-4400", "45774400", D(21),
        [Line(None, "Belettering bestelwagen", D(4), D("485.00"),
              detail=("Ontwerp en plaatsing zijbelettering en achterdeuren, gegoten folie 7 jaar buitenbestendig, "
                      "inclusief ontvetten en afwerken van de randen",)),
         Line(None, "Raambelettering showroom", D(2), D("340.00"),
              detail=("Zandstraalfolie met logo en openingsuren, vitrine 3,2 x 2,4 m",)),
         Line(None, "Verwijderen oude belettering", D(4), D("65.00"),
              detail=("Per voertuig, inclusief lijmresten",)),
         Line(None, "Ontwerpuren", D("3.5"), D("72.00"),
              detail=("Aanpassen huisstijl aan de nieuwe voertuigen en proefdrukken",))],
        "614000", "V21",
        iban=_iban(1), bic="BBRUBEBB", payment_ref=ogm(8700045774),
        extra={"notes": "Uw referentie: Bestelbon nr. 4577-4400. Plaatsing uitgevoerd op 4 en 5 oktober 2027 aan "
                        "uw magazijn Industrieweg 14.",
               "terms": "Betaling binnen 30 dagen na factuurdatum."}),
    # 02 — Squarespace Commerce, a Lyon lamp maker: intra-EU goods (ICG), SQ SKUs, variants, shipping
    Invoice(
        "02-fr-luminaires", "fr", "squarespace",
        Supplier("Atelier Lumière Croix-Rousse SARL", "14 rue Dumenge", "69004", "Lyon", "FR", _vat(2),
                 "04 78 29 61 05", "commandes@atelier-lumiere-cr.fr", "SIRET 560 090 177 00021 - RCS Lyon"),
        "01047", date(2027, 10, 12), date(2027, 10, 12), "45774407", "45774407", D(0),
        [Line("SQ4417268", "Suspension Atelier Ø 45 cm", D(6), D("289.00"),
              detail=("Finition : laiton brut", "Câble : tissu noir 2 m")),
         Line("SQ4417302", "Applique murale Quai à bras articulé 60 cm", D(8), D("164.00"),
              detail=("Finition : noir mat",)),
         Line("SQ2290514", "Ampoule LED filament E27 6 W 2200 K, verre ambré", D(20), D("12.50")),
         Line("SQ2290736", "Rosace de plafond double pour suspension", D(3), D("38.00"),
              detail=("Finition : laiton brut",))],
        "604000", "ICG", reverse_charge=True, adjustments=[("Livraison", D("85.00"))],
        statement="Exonération de TVA, article 262 ter I du CGI : livraison intracommunautaire. Autoliquidation "
                  "par l'acquéreur, n° TVA BE0456.789.133.",
        group="\u202f", iban=_iban(2), bic="CMCIFRPP",
        extra={"ship_method": "Transporteur - Belgique (palette)", "card": "Carte bancaire •••• 0318",
               "form": ("N° bon de commande", "45774407"), "time": "10:42"}),
    # 03 — an Etsy seller, a Florence engraving workshop: intra-EU goods (ICG), variations, shop discount, delivery
    Invoice(
        "03-en-engraving", "en", "etsy",
        Supplier("Incisioni Arno di Santini Marco", "Via dei Serragli 118/R", "50124", "Firenze", "IT", _vat(3),
                 "+39 055 228 4417", "info@incisioniarno.it", "REA FI-641877"),
        "118/2027", date(2027, 10, 14), date(2027, 10, 14), "PO no. 45774414", "45774414", D(0),
        [Line(None, "Custom engraved brass name plate with stand-off fixings", D(4), D("68.00"),
              detail=("Size: 300 x 100 mm", "Finish: Brushed", "Personalisation: Technibouw - Magazijn B")),
         Line(None, "Engraved brass door sign with pictogram", D(12), D("29.50"),
              detail=("Size: 200 x 80 mm", "Personalisation: Kantoor / Bureau (see attached list)")),
         Line(None, "Brass desk name block on walnut base", D(6), D("42.00"),
              detail=("Personalisation: names as per message",)),
         Line(None, "Numbered brass key tags, set of 10", D(5), D("24.00"),
              detail=("Numbers: 01-50",))],
        "604000", "ICG", reverse_charge=True,
        adjustments=[("Shop discount BULK10 (10% off)", D(10)), ("Delivery", D("36.00"))],
        statement="Non-taxable intra-Community supply (art. 41 D.L. 331/1993). Reverse charge: VAT to be accounted "
                  "for by the customer, VAT no. BE0456.789.133.",
        dec=".", group=",", iban=_iban(3), bic="BPMOIT22",
        extra={"order": "3184427719", "shop": "ArnoEngravingStudio",
               "note": "Our PO no. 45774414 - please put it on the invoice. Deliver to Industrieweg 14, gate 3.",
               "dispatch": date(2027, 10, 22)}),
    # 04 — Vectron POS, an Aachen tool shop's trade counter: intra-EU goods (ICG), article numbers, no PO printed
    Invoice(
        "04-de-werkzeug", "de", "vectron",
        Supplier("Werkzeug Krings GmbH", "Jülicher Straße 214", "52070", "Aachen", "DE", _vat(4),
                 "0241 91 84 30", "theke@werkzeug-krings.de", "Amtsgericht Aachen HRB 18837"),
        "418356", date(2027, 10, 20), date(2027, 11, 19), None, "45774421", D(0),
        [Line("4711830", "Bohrhammer SDS-plus 800 W im Koffer", D(2), D("219.00"), unit="Stk"),
         Line("4702214", "SDS-plus Bohrer 10 x 160 mm", D(25), D("4.90"), unit="Stk"),
         Line("4702250", "SDS-plus Meißelsatz 3-tlg.", D(4), D("27.80"), unit="Stk"),
         Line("5510086", "Trennscheibe 125 x 1,0 mm INOX, VE 10 Stück", D(30), D("11.40"), unit="VE"),
         Line("6100412", "Schutzbrille klar EN 166", D(40), D("3.85"), unit="Stk")],
        "604000", "ICG", reverse_charge=True,
        statement="Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b UStG. Steuerschuldner ist der "
                  "Leistungsempfänger.",
        iban=_iban(4), bic="AACSDE33", customer_no="20417",
        extra={"time": "09:47", "till": "Kasse 2", "clerk": "Bed. 04 Anja", "bon": "81244"}),
    # 05 — Hiopos, a Paterna tile trade counter (printed in English): intra-EU goods (ICG), m² quantities, freight
    Invoice(
        "05-en-tiles", "en", "hiopos",
        Supplier("Cerámicas del Turia S.L.", "Avda. de la Industria 27", "46980", "Paterna (Valencia)", "ES", _vat(5),
                 "+34 961 32 58 04", "mostrador@ceramicasturia.es", "Reg. Merc. Valencia T. 10212, F. 88, H. V-171340"),
        "FV27-003182", date(2027, 10, 22), date(2027, 11, 21), "4577-4428", "45774428", D(0),
        [Line("PC6060GR", "Porcelain tile 60x60 cement grey matt R10", D("115.2"), D("18.90"), unit="m2"),
         Line("PC3060BL", "Wall tile 30x60 white gloss rectified", D("64.8"), D("14.50"), unit="m2"),
         Line("ADH-C2TE-25", "Tile adhesive C2TE S1 grey 25 kg", D(40), D("9.75"), unit="bag"),
         Line("JN-CG2-5", "Grout CG2WA grey 5 kg", D(24), D("7.20"), unit="bag")],
        "604000", "ICG", reverse_charge=True, adjustments=[("Pallet freight to Gent (BE)", D("240.00"))],
        statement="Exempt intra-Community supply, art. 25 Ley 37/1992 del IVA. Reverse charge: VAT due by the "
                  "customer.",
        iban=_iban(5), bic="CAIXESBBXXX", customer_no="430.0871",
        extra={"time": "12:06", "till": "TPV 2", "clerk": "Lucía", "pay": "Bank transfer 30 days"}),
    # 06 — unTill, a Gent brasserie: a training-day lunch, Belgian 12 % restaurant rate (V12, 602000)
    Invoice(
        "06-nl-brasserie", "nl", "untill",
        Supplier("Brasserie De Koornbloem BV", "Baudelostraat 41", "9000", "Gent", "BE", _vat(6),
                 "09 225 18 63", "info@dekoornbloem.be", "RPR Gent"),
        "2027/00517", date(2027, 10, 26), date(2027, 11, 25), "PO 45774435", "45774435", D(12),
        [Line(None, "Lunchmenu 3 gangen opleidingsdag", D(22), D("37.50")),
         Line(None, "Vegetarisch lunchmenu 3 gangen", D(4), D("37.50")),
         Line(None, "Kaasplank om te delen", D(6), D("15.00")),
         Line(None, "Huisgemaakte soep met brood (namiddag)", D(26), D("6.25"))],
        "602000", "V12",
        iban=_iban(6), bic="BBRUBEBB", payment_ref=ogm(5170045774),
        extra={"time": "14:32", "table": "Zaal 1", "waiter": "Sofie", "till": "POS 2", "ticket": "NS 18 552"}),
    # 07 — Wix Invoices in English, a Utrecht photographer: catalogue photography, services reverse charged (ICS)
    Invoice(
        "07-en-photography", "en", "wix",
        Supplier("Marloes Verhoef Fotografie", "Oudegracht 231", "3511 NK", "Utrecht", "NL", _vat(7),
                 "+31 6 41 87 22 90", "studio@marloesverhoef.nl", "KvK 71839204"),
        "0000231", date(2027, 10, 29), date(2027, 11, 12), "PO 4577 4442", "45774442", D(0),
        [Line(None, "Product photography - studio day", D(3), D("950.00"),
              detail=("Catalogue 2028: packshots on white background, up to 60 products a day, colour-managed files "
                      "for print and web",)),
         Line(None, "Location shoot Gent warehouse", D(1), D("680.00"),
              detail=("Half day, staff and showroom, 25 edited images",)),
         Line(None, "Additional retouching", D(40), D("6.50"),
              detail=("Per image: clipping path and colour matching",)),
         Line(None, "Travel Utrecht - Gent and back", D(380), D("0.35"),
              detail=("Per km",))],
        "614000", "ICS", reverse_charge=True,
        statement="VAT reverse-charged: service to a business customer in another EU member state (Art. 44 and 196 "
                  "VAT Directive 2006/112/EC). Customer VAT number BE0456.789.133.",
        dec=".", group=",", iban=_iban(7), bic="INGBNL2A",
        extra={"title": "Catalogue photography 2028 - your PO 4577 4442",
               "terms": "Payment within 14 days.", "notes": "Thank you for the pleasant collaboration!"}),
    # 08 — Squarespace Commerce in Dutch, a Kessel-Lo technical publisher: books at the Belgian 6 % (V06), ISBN SKUs
    Invoice(
        "08-nl-vakboeken", "nl", "squarespace",
        Supplier("Uitgeverij Bouwkennis BV", "Tiensesteenweg 118", "3010", "Kessel-Lo", "BE", _vat(8),
                 "016 35 72 18", "bestellingen@bouwkennis.be", "RPR Leuven"),
        "01288", date(2027, 11, 3), date(2027, 11, 3), "PO-45774449", "45774449", D(6),
        [Line("9789081160421", "Handboek Bouwfysica - 4e herziene druk", D(12), D("64.50")),
         Line("9789081160599", "Praktijkgids EPB-regelgeving Vlaanderen 2027-2028", D(8), D("49.00")),
         Line("9789081160667", "Detailleren van gevels en daken, met 320 uitvoeringsdetails", D(6), D("79.00"),
              detail=("Uitvoering: gebonden",)),
         Line("9789081160735", "Zakboek Bouwplaatsveiligheid", D(30), D("18.95"),
              detail=("Taal: tweetalig NL/FR",))],
        "604000", "V06", adjustments=[("Verzending", D("12.50"))],
        iban=_iban(8), bic="BBRUBEBB",
        extra={"ship_method": "Pakketdienst - België", "card": "Overschrijving (factuur)",
               "form": ("Referentie bestelbon", "PO-45774449"), "time": "09:15"}),
    # 09 — Vectron POS in German, an Eupen garden centre: hedge plants at the Belgian 6 % (V06), PLU numbers
    Invoice(
        "09-de-pflanzen", "de", "vectron",
        Supplier("Gartencenter Hertogenwald GmbH", "Herbesthaler Straße 52", "4700", "Eupen", "BE", _vat(9),
                 "087 55 63 20", "kasse@hertogenwald-garten.be", "UR Eupen"),
        "27-02915", date(2027, 11, 5), date(2027, 12, 5), "4577 4456", "45774456", D(6),
        [Line("2104", "Carpinus betulus Hecke 100-125 cm, Ballen", D(120), D("6.90"), unit="Stk"),
         Line("2231", "Buxus sempervirens Kugel 30 cm, Topf", D(16), D("24.50"), unit="Stk"),
         Line("3050", "Lavandula angustifolia Hidcote P9", D(90), D("2.95"), unit="Stk"),
         Line("2318", "Ilex crenata 40-50 cm, Ballen", D(30), D("11.80"), unit="Stk")],
        "604000", "V06",
        iban=_iban(9), bic="GKCCBEBB", customer_no="1187",
        extra={"time": "15:08", "till": "Kasse 1", "clerk": "Bed. 02 Heike", "bon": "40177"}),
    # 10 — Odoo POS in French, a Namur hardware store: Belgian VAT 21 % (V21), [refs] in the names, no PO printed
    Invoice(
        "10-fr-quincaillerie", "fr", "odoopos",
        Supplier("Quincaillerie Meuse-Condroz SRL", "Chaussée de Marche 611", "5101", "Erpent", "BE", _vat(10),
                 "081 30 44 17", "info@quincaillerie-mc.be", "RPM Liège, division Namur"),
        "INV/2027/00841", date(2027, 11, 9), date(2027, 12, 9), None, "45774463", D(21),
        [Line("QMC-10512", "Cheville nylon à frapper 8 x 60 mm, boîte de 100", D(12), D("14.90"), unit="Boîte"),
         Line("QMC-22040", "Vis agglo tête fraisée TX25 5 x 50 mm, boîte de 200", D(10), D("11.75"), unit="Boîte"),
         Line("QMC-31007", "Mastic silicone sanitaire blanc 310 ml", D(24), D("6.40"), unit="Unité(s)"),
         Line("QMC-40815", "Rouleau façade 25 cm avec monture", D(6), D("12.90"), unit="Unité(s)"),
         Line("QMC-50220", "Gants nitrile T9, paquet de 12 paires", D(8), D("19.80"), unit="Paquet",
              discount=D(10))],
        "604000", "V21",
        iban=_iban(10), bic="GEBABEBB",
        extra={"time": "15:21:07", "order": "Commande 00012-004-0031", "cashier": "Julien",
               "web": "www.quincaillerie-mc.be"}),
    # 11 — an Etsy seller in German, a Cologne designer: signage design files, services reverse charged (ICS)
    Invoice(
        "11-de-design", "de", "etsy",
        Supplier("Feldberg Designbüro Jana Feldberg", "Schanzenstraße 87", "51063", "Köln", "DE", _vat(11),
                 "0221 650 44 18", "hallo@feldberg-design.de", "Steuernr. 217/5044/1873"),
        "RE-2027-093", date(2027, 11, 10), date(2027, 11, 10), "PO 45774470", "45774470", D(0),
        [Line(None, "Individuelles Leitsystem-Design: Piktogramme und Schilderlayouts als druckfertige "
                    "Vektordateien", D(1), D("640.00"),
              detail=("Umfang: Basispaket 20 Schilder", "Personalisierung: Technibouw, Farben RAL 5010 / 9016")),
         Line(None, "Zusätzliche Schildvariante nach Kundenwunsch", D(14), D("35.00"),
              detail=("Personalisierung: siehe Nachricht",)),
         Line(None, "Express-Bearbeitung in 5 Werktagen", D(1), D("95.00"))],
        "614000", "ICS", reverse_charge=True,
        statement="Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). "
                  "USt-IdNr. des Leistungsempfängers: BE0456.789.133.",
        iban=_iban(11), bic="COLSDE33",
        extra={"order": "3209915463", "shop": "FeldbergDesign",
               "note": "Bitte unsere Bestellnummer PO 45774470 auf der Rechnung angeben. Danke!",
               "dispatch": date(2027, 11, 17)}),
    # 12 — Hiopos in French, the Brussels subsidiary of a Spanish workwear chain: Belgian VAT 21 % (V21), a line
    #      discount, article references
    Invoice(
        "12-fr-vetements", "fr", "hiopos",
        Supplier("Uniformes Sierra Belgique SRL", "Boulevard de l'Humanité 235", "1190", "Forest", "BE", _vat(12),
                 "02 331 48 70", "forest@uniformes-sierra.be", "RPM Bruxelles"),
        "FBE27-001244", date(2027, 11, 12), date(2027, 12, 12), "PO/4577/4477", "45774477", D(21),
        [Line("US-2210-NV", "Pantalon de travail multipoches marine T48", D(30), D("34.90"), unit="u"),
         Line("US-3105-HV", "Veste softshell haute visibilité jaune classe 2", D(20), D("59.00"), unit="u",
              discount=D(5)),
         Line("US-4402-GR", "Polo manches courtes gris, piqué 200 g", D(50), D("12.40"), unit="u"),
         Line("US-9001-BR", "Broderie logo client poitrine, par pièce", D(100), D("3.20"), unit="u")],
        "604000", "V21",
        iban=_iban(12), bic="ARSPBE22", payment_ref=ogm(1244045774), customer_no="C-08812",
        extra={"time": "16:22", "till": "01", "clerk": "Tomás", "pay": "Virement 30 jours"}),
]
