"""The model a reward-modelling plan trains: the policy's architecture as a sequence classifier.

TRL's RewardTrainer loads AutoModelForSequenceClassification with num_labels=1, whose `score`
layer (hidden → 1, no bias) takes the place of the LM head; OpenRLHF's reward model
(get_llm_for_sequence_regression) and DeepSpeed-Chat's step-2 RewardModel put the same
one-output head on the bare transformer. Each sequence's reward is that head's output at its
last token, so no logits over the vocabulary are built. The head reads what the LM head read:
OPT-350m's is word_embed_proj_dim wide, after project_out (transformers@0184d20
models/opt/modeling_opt.py OPTForSequenceClassification `score`; DeepSpeed-Chat's v_head,
microsoft/DeepSpeedExamples@2babdd3 applications/DeepSpeed-Chat/dschat/utils/model/
reward_model.py).
"""

from __future__ import annotations

from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan


def as_trained(spec: ModelSpec, plan: Plan) -> ModelSpec:
    """`spec` as `plan` trains it: for reward modelling, a one-output score head in place of
    the LM head (a model that ends in a classification head already keeps it, one with no head
    gets the score head), the official parameter total, which counts the LM head, no longer
    compared."""
    if not plan.method.scores_sequences or spec.output_classes:
        return spec
    return spec.model_copy(
        update={
            "output_classes": 1,
            # score: the LM head's input width × 1 (the hidden size, or OPT's embedding width)
            "extra_params": spec.extra_params + spec.embed_width,
            "official_total_params": None,
        }
    )
