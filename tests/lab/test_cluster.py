"""A tournament on a real Dask cluster gives the results of 1 and 2 local workers.

The test starts a ``dask.distributed.LocalCluster`` of 2 worker processes and closes it
after; the tournament reaches it through ``client.get_executor()`` (a
``concurrent.futures.Executor``) and through the Client itself.
"""

import pytest

from lovelet.agents import HeuristicAgent
from lovelet.lab.tournament import play_tournament

distributed = pytest.importorskip("distributed", reason="Dask's distributed scheduler is the [cluster] extra")


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        yield client


def test_a_dask_cluster_gives_the_same_results_as_one_and_two_local_workers(client):
    def careful(observation, rng):  # written here: it reaches the workers by value
        legal = observation.legal_actions()
        return legal[-1] if len(legal) > 3 else rng.choice(legal)

    line_up = [HeuristicAgent(), careful, "random"]
    settings = dict(games=36, seed=11, edition="revised", progress=False, chunk_size=5)
    one = play_tournament(line_up, workers=1, **settings)
    two = play_tournament(line_up, workers=2, **settings)
    on_dask = play_tournament(line_up, executor=client.get_executor(), **settings)
    through_client = play_tournament(line_up, executor=client, unit="game", **settings)
    assert one == two == on_dask == through_client
    assert [record.number for record in on_dask.records] == list(range(36))
    # The workers really are the cluster's processes, not this one.
    assert len(client.scheduler_info()["workers"]) == 2


def test_an_agents_refusal_comes_back_from_the_cluster(client):
    from lovelet import Card, IllegalAction, Play

    def cheat(observation, rng):
        return Play(Card.PRINCESS, target=0)

    with pytest.raises(IllegalAction):
        play_tournament([cheat, "random"], 4, executor=client, progress=False)
