"""The pure engine every game follows: the contract, the seeded RNG, the
journal, the match runner, bot budgets and the registry. It imports no game
and no pygame; the games import it (the registry alone imports the games'
faces, by name)."""
