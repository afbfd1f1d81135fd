"""The shortcut suite: observations through the real tools, superficial features, shortcut policies and the table."""
