"""Invoice PDFs: locales, wordings, families, the two writers' layouts, rendering, text extraction and the reader."""
