// invoice-env report: the trace browser. The index (one small row per rollout) is parsed at load;
// a rollout's conversation stays unparsed in its own <script type="application/json"> until opened,
// and the list shows PAGE rows at a time, so a page with 10,000 rollouts opens without stalling.
(function () {
  "use strict";
  var PAGE = 100;
  var F = {run: 1, task: 2, scenario: 3, difficulty: 4, expected: 5, actual: 6, reward: 7, turns: 8, errors: 9,
           verdict: 10, tags: 11, errored: 12};
  var index = JSON.parse(document.getElementById("rollout-index").textContent);
  var runs = JSON.parse(document.getElementById("run-labels").textContent);
  var outcomes = JSON.parse(document.getElementById("outcome-labels").textContent);
  var prompts = null;
  var matches = [];
  var shown = 0;
  var filters = ["run", "scenario", "expected", "actual", "correct"];

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // a cell whose text may wrap after an underscore, a colon or a slash ("flag amount_out_of_tolerance"),
  // so the list fits a 1,000 px page; <wbr> adds no character, the cell's text stays the value
  function breakable(tag, attrs, text) {
    var node = el(tag, attrs);
    String(text === undefined || text === null ? "" : text).split(/([_:\/])/).forEach(function (part, i) {
      if (part) node.appendChild(document.createTextNode(part));
      if (i % 2) node.appendChild(document.createElement("wbr"));
    });
    return node;
  }

  function fillSelect(id, values) {
    var select = document.getElementById("f-" + id);
    values.forEach(function (v) { select.appendChild(el("option", {value: v[0]}, v[1])); });
  }

  function distinct(field) {
    var seen = {};
    index.forEach(function (row) { seen[row[F[field]]] = true; });
    return Object.keys(seen).sort().map(function (v) { return [v, v]; });
  }

  function value(id) { return document.getElementById("f-" + id).value; }

  function keep(row) {
    var run = value("run"), scenario = value("scenario"), expected = value("expected"),
        actual = value("actual"), correct = value("correct");
    return (run === "" || String(row[F.run]) === run) && (scenario === "" || row[F.scenario] === scenario) &&
      (expected === "" || row[F.expected] === expected) && (actual === "" || row[F.actual] === actual) &&
      (correct === "" || correct === status(row));
  }

  // "e": an error of the framework or the endpoint ended it (left out, not a zero); "1" right; "0" wrong
  function status(row) { return row[F.errored] ? "e" : row[F.reward] === 1 ? "1" : "0"; }

  var STATUS_CLASS = {e: "errored", "1": "correct", "0": "wrong"};

  function applyFilters() {
    matches = index.filter(keep);
    shown = 0;
    document.querySelector("#trace-list tbody").textContent = "";
    showMore();
  }

  function showMore() {
    var body = document.querySelector("#trace-list tbody");
    var end = Math.min(matches.length, shown + PAGE);
    var fragment = document.createDocumentFragment();
    for (var i = shown; i < end; i++) fragment.appendChild(listRow(matches[i]));
    body.appendChild(fragment);
    shown = end;
    document.getElementById("match-count").textContent =
      matches.length + " of " + index.length + " rollouts match; showing " + shown;
    document.getElementById("more").hidden = shown >= matches.length;
  }

  function listRow(row) {
    var tr = el("tr", {"data-rollout": row[0], "class": STATUS_CLASS[status(row)]});
    [row[0], runs[row[F.run]], row[F.task], row[F.scenario], row[F.difficulty], row[F.expected], row[F.actual]]
      .forEach(function (v) { tr.appendChild(breakable("td", {}, v)); });
    tr.appendChild(el("td", {"class": "num reward", "title": row[F.errored] ? "errored: left out of success" : ""},
                      row[F.errored] ? "error" : row[F.reward]));
    tr.appendChild(el("td", {"class": "num"}, row[F.turns]));
    tr.appendChild(el("td", {"class": "num"}, row[F.errors]));
    tr.appendChild(breakable("td", {}, row[F.verdict]));
    tr.addEventListener("click", function () { openTrace(row, tr); });
    return tr;
  }

  function pretty(text) {
    try { return JSON.stringify(JSON.parse(text), null, 2); } catch (e) { return text; }
  }

  function section(view, title) { view.appendChild(el("h3", {}, title)); }

  function openTrace(row, tr) {
    var open = document.querySelector("#trace-list tr.open");
    if (open) open.classList.remove("open");
    if (tr) tr.classList.add("open");
    var detail = JSON.parse(document.getElementById("rollout-" + row[0]).textContent);
    if (prompts === null) prompts = JSON.parse(document.getElementById("system-prompts").textContent);
    var view = document.getElementById("trace-view");
    view.textContent = "";
    view.setAttribute("data-rollout", row[0]);
    var close = el("button", {"id": "close-trace"}, "close");
    close.addEventListener("click", function () { view.textContent = ""; if (tr) tr.classList.remove("open"); });
    view.appendChild(close);
    view.appendChild(el("h3", {}, "Rollout " + row[0] + ": task " + row[F.task] + " (" + row[F.scenario] + ", " +
                                   row[F.difficulty] + (row[F.tags].length ? "; tags " + row[F.tags].join(", ") : "") +
                                   ") - " + runs[row[F.run]]));
    view.appendChild(el("div", {"class": "verdict " + STATUS_CLASS[status(row)], "id": "trace-verdict"},
                        row[F.errored] ? "errored (left out of success, not scored) - " + (detail.errors[0] || "")
                                       : "reward " + row[F.reward] + " - " + row[F.verdict]));
    view.appendChild(el("p", {"class": "note"}, "expected: " + row[F.expected] + "; wrote: " + row[F.actual] +
                                                 (detail.stop ? "; stopped: " + detail.stop : "")));
    (detail.errors || []).forEach(function (e) { view.appendChild(el("div", {"class": "warn"}, "error: " + e)); });

    section(view, "Timings (seconds)");
    var timing = el("table", {"class": "timing"});
    var head = el("tr"), cells = el("tr");
    Object.keys(detail.timing).forEach(function (k) {
      head.appendChild(el("th", {}, k)); cells.appendChild(el("td", {"class": "num"}, detail.timing[k]));
    });
    timing.appendChild(head); timing.appendChild(cells);
    view.appendChild(Object.keys(detail.timing).length ? timing : el("p", {"class": "note"}, "no timings recorded"));

    section(view, "Rows written");
    if (detail.rows === null) view.appendChild(el("p", {"class": "note"}, "not recorded in this result file"));
    else if (!detail.rows.length) view.appendChild(el("p", {"class": "note", "id": "no-rows"}, "none: the ERP was left as it started"));
    else {
      var columns = [];
      detail.rows.forEach(function (r) { Object.keys(r).forEach(function (k) { if (columns.indexOf(k) < 0) columns.push(k); }); });
      var rows = el("table", {"class": "rows-written"}), hr = el("tr");
      columns.forEach(function (c) { hr.appendChild(breakable("th", {}, c)); });
      rows.appendChild(hr);
      detail.rows.forEach(function (r) {
        var line = el("tr");
        columns.forEach(function (c) { line.appendChild(breakable("td", {}, r[c] === undefined ? "" : r[c])); });
        rows.appendChild(line);
      });
      view.appendChild(rows);
    }

    section(view, "Conversation");
    var system = el("details", {"class": "system"});
    var text = prompts[detail.system] || "";
    system.appendChild(el("summary", {}, "system prompt (" + text.length + " characters)"));
    system.appendChild(el("pre", {}, text));
    view.appendChild(system);
    detail.messages.forEach(function (m) { view.appendChild(message(m)); });
    view.scrollIntoView({block: "start"});
  }

  function message(m) {
    var isError = m.role === "tool" && /^error/i.test(m.content || "");
    var box = el("div", {"class": "msg " + m.role + (isError ? " error" : "")});
    var who = {user: "user", assistant: "assistant", tool: "tool result"}[m.role] || m.role;
    box.appendChild(el("div", {"class": "who"}, who + (m.t !== undefined ? "  t+" + m.t.toFixed(2) + " s" : "")));
    if (m.content) box.appendChild(el("pre", {"class": m.role === "tool" ? "result" : ""},
                                      m.role === "tool" ? pretty(m.content) : m.content));
    (m.calls || []).forEach(function (c) {
      var call = el("div", {"class": "call"});
      call.appendChild(el("b", {}, "call " + c.name));
      call.appendChild(el("pre", {}, pretty(c.arguments)));
      box.appendChild(call);
    });
    return box;
  }

  function filterTo(run, expected, actual) {
    document.getElementById("f-run").value = run;
    document.getElementById("f-scenario").value = "";
    document.getElementById("f-expected").value = expected;
    document.getElementById("f-actual").value = actual;
    document.getElementById("f-correct").value = "";
    applyFilters();
    document.getElementById("traces").scrollIntoView({block: "start"});
  }

  fillSelect("run", runs.map(function (label, i) { return [String(i), label]; }));
  fillSelect("scenario", distinct("scenario"));
  fillSelect("expected", outcomes.expected.map(function (v) { return [v, v]; }));
  fillSelect("actual", outcomes.actual.map(function (v) { return [v, v]; }));
  fillSelect("correct", [["1", "correct (reward 1)"], ["0", "wrong (reward 0)"], ["e", "errored (left out)"]]);
  filters.forEach(function (id) { document.getElementById("f-" + id).addEventListener("change", applyFilters); });
  document.getElementById("more").addEventListener("click", showMore);
  Array.prototype.forEach.call(document.querySelectorAll("table.confusion td.cell"), function (cell) {
    cell.addEventListener("click", function () {
      filterTo(cell.getAttribute("data-run"), cell.getAttribute("data-expected"), cell.getAttribute("data-actual"));
    });
  });
  applyFilters();
  document.body.setAttribute("data-ready", "1");
})();
