#pragma once

#include <QString>
#include <optional>

// The poolscope binary as ssh's askpass program. When the console has a display, its SSH
// tunnels run ssh with SSH_ASKPASS set to this binary (offerToTunnels) and
// POOLSCOPE_ASKPASS=1; ssh runs it with its question as the one argument whenever it needs a
// passphrase, a password or a host key's confirmation, and reads the answer from its
// standard output. A person who cancels makes it exit 1: ssh goes on without (another key,
// or a refusal the console reports in words). The command line never offers it: ssh runs in
// BatchMode there. GUI thread.
namespace askpass {

enum class Question {
    Secret, // a passphrase or a password: typed, never shown
    HostKey, // "… continue connecting (yes/no/[fingerprint])?": answered yes or no
    Confirm, // SSH_ASKPASS_PROMPT=confirm (an agent's key): the exit status answers
    Notice, // SSH_ASKPASS_PROMPT=none ("touch your security key"): ssh closes it itself
};
// What ssh asks, from its prompt and its SSH_ASKPASS_PROMPT.
Question questionOf(const QString &prompt, const QString &askpassPrompt);

// Whether ssh started this process as its askpass program.
bool invoked(int argc);
// Asks in a dialog (making the QApplication), prints the answer; returns the exit status.
int run(int argc, char **argv);
// The dialog alone: the answer ("yes" or "no" for a host key; empty for Confirm and Notice),
// or nothing when the person cancelled (or said no to a Confirm).
std::optional<QString> ask(const QString &prompt, Question question);
// Makes this binary the askpass of the SSH tunnels started from now on, when a person sees
// the screen: not on the offscreen or minimal platforms. After the QApplication is made.
void offerToTunnels();

} // namespace askpass
