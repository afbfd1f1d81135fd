"""Inbox tasks: several documents handled in arrival order against one ERP, where one decision changes
the next (issue 37). The single-invoice tasks (`invoice_env.tasks`) are unchanged; an inbox is drawn
with the same drafting builder and decided by the same policy, document by document."""
