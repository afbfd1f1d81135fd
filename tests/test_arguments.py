"""The command lines' shared argument types: one bad value, one clear error and exit 2, on every
command that takes a count or a number of seconds."""

import argparse

import pytest

from invoice_env import cli
from invoice_env.adapters import openenv_settings
from invoice_env.adapters.arguments import seconds, whole_number


@pytest.mark.parametrize("text", ["0", "-3", "x", "2.5", ""])
def test_a_count_must_be_a_whole_number_of_at_least_one(text):
    with pytest.raises(argparse.ArgumentTypeError, match=f"must be a whole number >= 1, got {text}$"):
        whole_number(text)


@pytest.mark.parametrize("text", ["0", "-1", "nan", "inf", "soon"])
def test_seconds_must_be_a_finite_positive_number(text):
    with pytest.raises(argparse.ArgumentTypeError, match=f"must be a number of seconds > 0, got {text}$"):
        seconds(text)


def test_good_values_pass_as_numbers():
    assert whole_number("12") == 12 and seconds("2.5") == 2.5


@pytest.mark.parametrize("argv, message", [
    (["quickstart", "--num", "0"], "argument --num: must be a whole number >= 1, got 0"),
    (["eval-all", "--timeout", "nan"], "argument --timeout: must be a number of seconds > 0, got nan"),
    (["doctor", "--base-url", "http://127.0.0.1:9/v1", "--model", "m", "--timeout", "-5"],
     "argument --timeout: must be a number of seconds > 0, got -5"),
    (["serve-openenv", "--sessions", "many"], "argument --sessions: must be a whole number >= 1, got many"),
])
def test_every_command_refuses_a_bad_number_with_exit_2(argv, message, capsys):
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    assert stopped.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("kind, text, message", [(float, "0", "must be a number of seconds > 0, got 0"),
                                                 (int, "1.5", "must be a whole number >= 1, got 1.5")])
def test_the_openenv_servers_environment_variables_use_the_same_checks(kind, text, message):
    name, (variable, _) = next((n, v) for n, v in openenv_settings.ENVIRONMENT.items() if v[1] is kind)
    with pytest.raises(ValueError, match=f"^{variable} {message}$"):
        openenv_settings.from_environment({variable: text})
